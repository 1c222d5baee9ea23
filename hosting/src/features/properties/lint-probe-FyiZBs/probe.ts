import * as imported from '@/features/leads/components/ContactForm';
export const used = imported;
