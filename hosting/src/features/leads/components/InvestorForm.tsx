import { FIXED_INTEREST, investorSchema, type InvestorInput } from '@estate/domain';
import { prepareAppCheck } from '@/api/appCheck';
import { NativeTextAreaField } from '@/components/form/NativeTextAreaField';
import { NativeTextField } from '@/components/form/NativeTextField';
import { HoneypotField } from '@/components/form/HoneypotField';
import { LeadSubmitButton } from '@/components/form/LeadSubmitButton';
import { useLeadForm } from '@/components/form/useLeadForm';
import { createLead } from '@/features/leads/api/createLead';

const FORM_ID = 'investor';

/** The investor hub's consultation form (docs/product/leads.md#lead-forms): source investor_form, interest investing. */
export function InvestorForm() {
  const { form, onSubmit, submitting, sendFailure } = useLeadForm<InvestorInput>({
    schema: investorSchema,
    source: 'investor_form',
    send: createLead,
    defaultValues: { name: '', email: '', phone: '', investmentGoals: '' },
    toPayload: (values) => ({ ...values, interest: FIXED_INTEREST.investor_form }),
    success: { title: 'Success!', description: 'Your investment inquiry has been received. Our team will contact you soon.' },
    failure: { title: 'Something went wrong', description: 'Please try again later.' },
  });
  return (
    <form onFocus={prepareAppCheck} onSubmit={onSubmit} noValidate aria-label="Investment consultation">
      <NativeTextField control={form.control} name="name" label="Name" formId={FORM_ID} autoComplete="name" />
      <NativeTextField control={form.control} name="email" label="Email" formId={FORM_ID} type="email" autoComplete="email" />
      <NativeTextField control={form.control} name="phone" label="Phone" formId={FORM_ID} type="tel" autoComplete="tel" />
      <NativeTextAreaField
        control={form.control}
        name="investmentGoals"
        label="Investment Goals"
        formId={FORM_ID}
        placeholder="Tell us about your budget, timeline and the kind of properties you are interested in."
      />
      <HoneypotField />
      <LeadSubmitButton
        label="Request Investment Consultation"
        pendingLabel="Submitting..."
        submitting={submitting}
        failure={sendFailure}
      />
    </form>
  );
}
