import * as imported from '../../staff/userService';
export const used = imported;
