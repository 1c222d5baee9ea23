/**
 * The longest text each field accepts, in characters, by the field's name in every form and
 * request body that has it: the server answers 400 naming the field beyond it, and the forms
 * stop typing there (long text areas show a counter).
 */
export const TEXT_LIMITS = {
  // What visitors send (docs/product/leads.md#lead-forms).
  name: 100,
  /** RFC 5321's longest address. */
  email: 254,
  phone: 30,
  interest: 100,
  message: 5000,
  investmentGoals: 5000,
  propertyId: 200,
  // What staff write in the dashboard.
  title: 200,
  address: 300,
  shortDescription: 500,
  description: 20_000,
  role: 100,
  testimonial: 2000,
  excerpt: 1000,
  body: 50_000,
  category: 100,
  imageUrl: 2048,
  /** A listing photo's alt text: a sentence that says what the photo shows. */
  imageAlt: 250,
  avatarUrl: 2048,
  /** A staff note on a lead. */
  note: 2000,
  /** A visitor's comment on a showing or an open house (docs/product/showings.md#feedback). */
  comment: 2000,
} as const;

export type LimitedField = keyof typeof TEXT_LIMITS;

export const isLimitedField = (name: string): name is LimitedField => Object.hasOwn(TEXT_LIMITS, name);

/** yup's `max` arguments for a limited field: its limit and the message naming it ('Name must be at most 100 characters'). */
export const atMost = (field: LimitedField, label: string) =>
  [TEXT_LIMITS[field], `${label} must be at most ${TEXT_LIMITS[field]} characters`] as const;
