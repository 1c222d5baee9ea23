import * as imported from '../../functions/src/app';
export const used = imported;
