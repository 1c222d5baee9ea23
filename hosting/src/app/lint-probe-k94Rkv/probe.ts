import * as imported from '../publicRoutes';
export const used = imported;
