import * as imported from '@/api/client';
export const used = imported;
