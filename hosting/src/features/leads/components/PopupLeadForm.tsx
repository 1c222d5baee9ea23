import { popupLeadSchema, type PopupLeadInput } from '@estate/domain';
import { prepareAppCheck } from '@/api/appCheck';
import { NativeTextField } from '@/components/form/NativeTextField';
import { HoneypotField } from '@/components/form/HoneypotField';
import { LeadSubmitButton } from '@/components/form/LeadSubmitButton';
import { useLeadForm } from '@/components/form/useLeadForm';
import { createLead } from '@/features/leads/api/createLead';

const FORM_ID = 'popup-lead';

/** The market-report form inside the popup (docs/product/site.md#popup): name and email, source popup_lead_form. */
export function PopupLeadForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { form, onSubmit, submitting, sendFailure } = useLeadForm<PopupLeadInput>({
    schema: popupLeadSchema,
    source: 'popup_lead_form',
    send: createLead,
    defaultValues: { name: '', email: '' },
    success: { title: 'Success!', description: 'Your market report will be emailed to you shortly.' },
    failure: { title: 'Something went wrong', description: 'Please try again later.' },
    onSuccess: onSubmitted,
  });
  return (
    <form onFocus={prepareAppCheck} onSubmit={onSubmit} noValidate aria-label="Get Your Free Cincinnati Market Report">
      <NativeTextField control={form.control} name="name" label="Name" formId={FORM_ID} autoComplete="name" />
      <NativeTextField control={form.control} name="email" label="Email" formId={FORM_ID} type="email" autoComplete="email" />
      <HoneypotField />
      <LeadSubmitButton label="Get My Free Report" pendingLabel="Submitting..." submitting={submitting} failure={sendFailure} />
    </form>
  );
}
