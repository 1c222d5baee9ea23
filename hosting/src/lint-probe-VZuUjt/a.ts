import * as imported from './b';
export const used = imported;
