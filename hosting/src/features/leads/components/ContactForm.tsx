import { contactSchema, DEFAULT_INTEREST, INTEREST_OPTIONS, type ContactInput } from '@estate/domain';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { useLeadForm } from '@/features/leads/useLeadForm';
import { HoneypotField } from './HoneypotField';
import { LeadSubmitButton } from './LeadSubmitButton';

const FORM_ID = 'contact';
const interestOptions = INTEREST_OPTIONS.map((option) => ({ value: option, label: option }));

/**
 * The contact page's message form (docs/product.md#lead-forms). The payload is the one docs/product.md#lead-forms lists: the interest select
 * is not sent, because the server sets every contact lead's interest to 'general'. Unlike the
 * first design, nothing reads GET /api/debug/leads afterwards: that list is for admins only.
 */
export function ContactForm() {
  const { form, onSubmit, submitting, interrupted } = useLeadForm<ContactInput>({
    schema: contactSchema,
    source: 'contact_form',
    defaultValues: { name: '', email: '', phone: '', interest: DEFAULT_INTEREST, message: '' },
    toPayload: ({ name, email, phone, message }) => ({ name, email, phone: phone ?? '', message }),
    success: { title: 'Message Sent!', description: "Thank you for contacting us. We'll get back to you shortly." },
    failure: { title: 'Something went wrong', description: 'Please try again later or contact us directly by phone.' },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send us a message">
      <TextField control={form.control} name="name" label="Name" formId={FORM_ID} inputProps={{ autoComplete: 'name' }} />
      <TextField control={form.control} name="email" label="Email" formId={FORM_ID} inputProps={{ type: 'email', autoComplete: 'email' }} />
      <TextField
        control={form.control}
        name="phone"
        label="Phone (optional)"
        formId={FORM_ID}
        inputProps={{ type: 'tel', autoComplete: 'tel' }}
      />
      <SelectField control={form.control} name="interest" label="Interest" formId={FORM_ID} options={interestOptions} />
      <TextField control={form.control} name="message" label="Message" formId={FORM_ID} multiline rows={5} />
      <HoneypotField />
      <LeadSubmitButton label="Send Message" pendingLabel="Sending..." submitting={submitting} interrupted={interrupted} />
    </form>
  );
}
