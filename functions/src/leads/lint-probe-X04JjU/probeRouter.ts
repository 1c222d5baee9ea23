import * as imported from '../leadRepository';
export const used = imported;
