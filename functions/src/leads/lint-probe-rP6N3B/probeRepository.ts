import * as imported from '../leadsRouter';
export const used = imported;
