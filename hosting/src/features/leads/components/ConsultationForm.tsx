import { CONTACT_REASONS, consultationSchema, type ConsultationInput } from '@estate/domain';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { useLeadForm } from '@/features/leads/useLeadForm';
import { HoneypotField } from './HoneypotField';
import styles from './ConsultationForm.module.css';
import { LeadSubmitButton } from './LeadSubmitButton';

const FORM_ID = 'consultation';

/** docs/product.md#numbers: the contact reasons, as the select's options (value sent, label shown). */
const INTEREST_OPTIONS = CONTACT_REASONS.map(({ value, label }) => ({ value, label }));

/** The home page's consultation form (docs/product.md#lead-forms): name, email, phone, interest; source consultation_form. */
export function ConsultationForm() {
  const { form, onSubmit, submitting, interrupted } = useLeadForm<ConsultationInput>({
    schema: consultationSchema,
    source: 'consultation_form',
    defaultValues: { name: '', email: '', phone: '', interest: '' },
    success: { title: 'Request Received!', description: "We'll contact you shortly to schedule your consultation." },
    failure: { title: 'Something went wrong', description: 'Please try again later.' },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Schedule a consultation" className={styles.form}>
      <div className={styles.wide}>
        <TextField control={form.control} name="name" label="Name" formId={FORM_ID} inputProps={{ autoComplete: 'name' }} />
      </div>
      <TextField control={form.control} name="email" label="Email" formId={FORM_ID} inputProps={{ type: 'email', autoComplete: 'email' }} />
      <TextField control={form.control} name="phone" label="Phone" formId={FORM_ID} inputProps={{ type: 'tel', autoComplete: 'tel' }} />
      <div className={styles.wide}>
        <SelectField control={form.control} name="interest" label="Interest" formId={FORM_ID} options={INTEREST_OPTIONS} />
      </div>
      <HoneypotField />
      <LeadSubmitButton
        label="Schedule Consultation"
        pendingLabel="Submitting..."
        submitting={submitting}
        interrupted={interrupted}
        className={styles.wide}
      />
    </form>
  );
}
