import type { Lead } from './lead';

/** What each field of a lead is called, in the dashboard's details and in the staff alert alike. */
export const LEAD_FIELD_LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  source: 'Source',
  interest: 'Interest',
  message: 'Message',
  investmentGoals: 'Investment goals',
  propertyId: 'Property',
  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time',
  createdAt: 'Received',
} as const satisfies Partial<Record<keyof Lead, string>>;

/** Shown for a field the visitor left out. */
export const LEAD_FIELD_NOT_PROVIDED = 'Not provided';
