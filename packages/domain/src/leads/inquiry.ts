/** docs/product/reference.md#numbers: the reasons a visitor gets in touch ('contact reason' select). */
export const CONTACT_REASONS = [
  { value: 'buying', label: "I'm looking to buy" },
  { value: 'selling', label: "I'm looking to sell" },
  { value: 'investing', label: "I'm an investor" },
  { value: 'other', label: 'Other inquiry' },
] as const;

/** docs/product/reference.md#numbers: the contact form's interest options; 'Other inquiry' is the default. */
export const INTEREST_OPTIONS = [
  'Buying a property',
  'Selling a property',
  'Property investment',
  'Neighborhood information',
  'Other inquiry',
] as const;

export const DEFAULT_INTEREST = 'Other inquiry';

/** docs/product/leads.md#lead-forms: interests some forms send whatever the visitor chose. */
export const FIXED_INTEREST = {
  contact_form: 'general',
  investor_form: 'investing',
  schedule_form: 'buying',
} as const;
