import * as imported from '../../staff';
export const used = imported;
