import * as imported from '@/features/leads';
export const used = imported;
