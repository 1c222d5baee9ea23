import * as imported from '@/app/publicRoutes';
export const used = imported;
