import * as imported from '../../src/app/publicRoutes';
export const used = imported;
