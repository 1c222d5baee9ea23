import * as imported from '@/pages/HomePage';
export const used = imported;
