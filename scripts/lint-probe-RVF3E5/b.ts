import * as imported from './a';
export const used = imported;
