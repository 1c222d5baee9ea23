import * as imported from '@/features/properties';
export const used = imported;
