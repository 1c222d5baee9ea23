import { CONTACT_REASONS, consultationSchema, type ConsultationInput } from '@estate/domain';
import { prepareAppCheck } from '@/api/appCheck';
import { NativeSelectField } from '@/components/form/NativeSelectField';
import { NativeTextField } from '@/components/form/NativeTextField';
import { HoneypotField } from '@/components/form/HoneypotField';
import { LeadSubmitButton } from '@/components/form/LeadSubmitButton';
import { useLeadForm } from '@/components/form/useLeadForm';
import { createLead } from '@/features/leads/api/createLead';
import styles from './ConsultationForm.module.css';

const FORM_ID = 'consultation';

/** docs/product/reference.md#numbers: the contact reasons, as the select's options (value sent, label shown). */
const INTEREST_OPTIONS = CONTACT_REASONS.map(({ value, label }) => ({ value, label }));

/** The home page's consultation form (docs/product/leads.md#lead-forms): name, email, phone, interest; source consultation_form. */
export function ConsultationForm() {
  const { form, onSubmit, submitting, sendFailure } = useLeadForm<ConsultationInput>({
    schema: consultationSchema,
    source: 'consultation_form',
    send: createLead,
    defaultValues: { name: '', email: '', phone: '', interest: '' },
    success: { title: 'Request Received!', description: "We'll contact you shortly to schedule your consultation." },
    failure: { title: 'Something went wrong', description: 'Please try again later.' },
  });
  return (
    <form onFocus={prepareAppCheck} onSubmit={onSubmit} noValidate aria-label="Schedule a consultation" className={styles.form}>
      <div className={styles.wide}>
        <NativeTextField control={form.control} name="name" label="Name" formId={FORM_ID} autoComplete="name" />
      </div>
      <NativeTextField control={form.control} name="email" label="Email" formId={FORM_ID} type="email" autoComplete="email" />
      <NativeTextField control={form.control} name="phone" label="Phone" formId={FORM_ID} type="tel" autoComplete="tel" />
      <div className={styles.wide}>
        <NativeSelectField
          control={form.control}
          name="interest"
          label="Interest"
          formId={FORM_ID}
          options={INTEREST_OPTIONS}
          placeholder="Select an interest"
        />
      </div>
      <HoneypotField />
      <LeadSubmitButton
        label="Schedule Consultation"
        pendingLabel="Submitting..."
        submitting={submitting}
        failure={sendFailure}
        className={styles.wide}
      />
    </form>
  );
}
