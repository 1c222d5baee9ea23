/** docs/product/leads.md#lead-forms: the lead forms' schemas, used by the forms and by POST /api/leads alike. */
import { array, mixed, object, string, type InferType } from 'yup';
import { DEFAULT_INTEREST, FIXED_INTEREST } from './inquiry';
import type { LeadSource } from './leadSources';
import { SHOWING_TIME_SLOTS } from '../showings/showingTimeSlots';
import { atMost } from '../shared/textLimits';
import { emailField, leadEmail, leadName, leadPhone, optionalText, requiredText, trimmedString } from '../shared/fields';

export const popupLeadSchema = object({
  name: leadName,
  email: leadEmail,
});

export const consultationSchema = object({
  name: leadName,
  email: leadEmail,
  phone: leadPhone,
  interest: requiredText(1, 'Please select an interest').max(...atMost('interest', 'Interest')),
});

export const investorSchema = object({
  name: leadName,
  email: leadEmail,
  phone: leadPhone,
  investmentGoals: requiredText(10, 'Please describe your investment goals').max(...atMost('investmentGoals', 'Investment goals')),
});

export const contactSchema = object({
  name: requiredText(2, 'Name must be at least 2 characters').max(...atMost('name', 'Name')),
  email: emailField('Please enter a valid email address').max(...atMost('email', 'Email')),
  phone: optionalText().max(...atMost('phone', 'Phone')),
  interest: trimmedString()
    .typeError('Interest must be text')
    .default(DEFAULT_INTEREST)
    .max(...atMost('interest', 'Interest')),
  message: requiredText(10, 'Message must be at least 10 characters').max(...atMost('message', 'Message')),
});

/** The showing form; the date is a calendar day 'YYYY-MM-DD'. */
export const showingSchema = object({
  name: leadName,
  email: leadEmail,
  phone: leadPhone,
  propertyId: optionalText().max(...atMost('propertyId', 'Property')),
  preferredDate: string()
    .required('Please select a date')
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'Please select a date'),
  preferredTime: mixed<(typeof SHOWING_TIME_SLOTS)[number]>()
    .required('Please select a time')
    .oneOf([...SHOWING_TIME_SLOTS], 'Please select a time'),
  message: optionalText().max(...atMost('message', 'Message')),
});

export type PopupLeadInput = InferType<typeof popupLeadSchema>;
export type ConsultationInput = InferType<typeof consultationSchema>;
export type InvestorInput = InferType<typeof investorSchema>;
export type ContactInput = InferType<typeof contactSchema>;
export type ShowingInput = InferType<typeof showingSchema>;

/** docs/product/leads.md#lead-forms: these forms' interest is set by the form, whatever the client sends. */
function fixedInterest(value: string) {
  return string()
    .default(value)
    .transform(() => value);
}

/**
 * POST /api/leads payloads, per source: the form's fields plus what docs/product/leads.md#lead-forms adds.
 * Unknown keys are stripped by the server, never stored.
 */
export const leadPayloadSchemas = {
  popup_lead_form: popupLeadSchema,
  consultation_form: consultationSchema,
  investor_form: investorSchema.shape({ interest: fixedInterest(FIXED_INTEREST.investor_form) }),
  contact_form: contactSchema.shape({ interest: fixedInterest(FIXED_INTEREST.contact_form) }),
  schedule_form: showingSchema.shape({ interest: fixedInterest(FIXED_INTEREST.schedule_form) }),
} satisfies Partial<Record<LeadSource, unknown>>;

/** Sources a visitor's form may submit; showing_request is a legacy value, never accepted anew. */
export type SubmittableLeadSource = keyof typeof leadPayloadSchemas;

/** docs/product/leads.md#lead-forms: the showing form composes its request into the lead's message. */
export function composeShowingMessage(input: Pick<ShowingInput, 'propertyId' | 'preferredDate' | 'preferredTime' | 'message'>): string {
  return [
    `Property: ${input.propertyId || 'Not specified'}`,
    `Preferred date: ${input.preferredDate}`,
    `Preferred time: ${input.preferredTime}`,
    `Additional information: ${input.message || 'None'}`,
  ].join('\n');
}

/** One Firestore batch holds 500 writes; DELETE /api/leads deletes at most that many at once. */
export const MAX_LEADS_PER_DELETE = 500;
const leadIdsMessage = `ids must be a list of 1 to ${MAX_LEADS_PER_DELETE} lead ids`;

/** DELETE /api/leads: `{ids}`. */
export const deleteLeadsSchema = object({
  ids: array(string().typeError(leadIdsMessage).required(leadIdsMessage))
    .strict()
    .typeError(leadIdsMessage)
    .required(leadIdsMessage)
    .min(1, leadIdsMessage)
    .max(MAX_LEADS_PER_DELETE, leadIdsMessage),
});
