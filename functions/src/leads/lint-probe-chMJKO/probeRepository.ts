import * as imported from '../leadService';
export const used = imported;
