import { contactSchema, DEFAULT_INTEREST, INTEREST_OPTIONS, type ContactInput } from '@estate/domain';
import { prepareAppCheck } from '@/api/appCheck';
import { NativeSelectField } from '@/components/form/NativeSelectField';
import { NativeTextAreaField } from '@/components/form/NativeTextAreaField';
import { NativeTextField } from '@/components/form/NativeTextField';
import { HoneypotField } from '@/components/form/HoneypotField';
import { LeadSubmitButton } from '@/components/form/LeadSubmitButton';
import { useLeadForm } from '@/components/form/useLeadForm';
import { createLead } from '@/features/leads/api/createLead';

const FORM_ID = 'contact';
const interestOptions = INTEREST_OPTIONS.map((option) => ({ value: option, label: option }));

/**
 * The contact page's message form (docs/product/leads.md#lead-forms). The payload is the one docs/product/leads.md#lead-forms lists: the interest select
 * is not sent, because the server sets every contact lead's interest to 'general'. Unlike the
 * first design, nothing reads GET /api/debug/leads afterwards: that list is for admins only.
 */
export function ContactForm() {
  const { form, onSubmit, submitting, sendFailure } = useLeadForm<ContactInput>({
    schema: contactSchema,
    source: 'contact_form',
    send: createLead,
    defaultValues: { name: '', email: '', phone: '', interest: DEFAULT_INTEREST, message: '' },
    toPayload: ({ name, email, phone, message }) => ({ name, email, phone: phone ?? '', message }),
    success: { title: 'Message Sent!', description: "Thank you for contacting us. We'll get back to you shortly." },
    failure: { title: 'Something went wrong', description: 'Please try again later or contact us directly by phone.' },
  });
  return (
    <form onFocus={prepareAppCheck} onSubmit={onSubmit} noValidate aria-label="Send us a message">
      <NativeTextField control={form.control} name="name" label="Name" formId={FORM_ID} autoComplete="name" />
      <NativeTextField control={form.control} name="email" label="Email" formId={FORM_ID} type="email" autoComplete="email" />
      <NativeTextField control={form.control} name="phone" label="Phone (optional)" formId={FORM_ID} type="tel" autoComplete="tel" />
      <NativeSelectField control={form.control} name="interest" label="Interest" formId={FORM_ID} options={interestOptions} />
      <NativeTextAreaField control={form.control} name="message" label="Message" formId={FORM_ID} rows={5} />
      <HoneypotField />
      <LeadSubmitButton label="Send Message" pendingLabel="Sending..." submitting={submitting} failure={sendFailure} />
    </form>
  );
}
