import * as imported from '@/server/siteOrigin';
export const used = imported;
