import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { HOME_VALUE_TEXTS, homeValueLeadSchema, type ValuationRequest } from '@estate/domain';
import { prepareAppCheck } from '@/api/appCheck';
import buttonStyles from '@/components/button.module.css';
import { HoneypotField } from '@/components/form/HoneypotField';
import { LeadSubmitButton } from '@/components/form/LeadSubmitButton';
import { NativeCheckboxField } from '@/components/form/NativeCheckboxField';
import { NativeTextField } from '@/components/form/NativeTextField';
import { useLeadForm } from '@/components/form/useLeadForm';
import { askAgentOpinion } from '@/features/valuation/api/askAgentOpinion';
import { createHomeValueLead } from '@/features/valuation/api/homeValueLead';
import styles from './HomeValuation.module.css';

const FORM_ID = 'home-value-lead';

/** The owner's part of the lead; the valuation is the page's request as it stands when they send. */
const ownerSchema = homeValueLeadSchema.omit(['valuation']);

/**
 * Save the estimate (docs/product/site.md#home-value): name, email, phone and the two consents
 * (unticked), sent with the page's valuation as a seller lead; then 'Get an agent's opinion'
 * with the lead's token.
 */
export function HomeValueLeadForm({ valuation }: { valuation: ValuationRequest }) {
  const [opinionToken, setOpinionToken] = useState<string>();
  const { form, onSubmit, submitting, sendFailure } = useLeadForm({
    schema: ownerSchema,
    send: async (variables) => setOpinionToken((await createHomeValueLead(variables)).opinionToken),
    defaultValues: { name: '', email: '', phone: '', followUpConsent: false, reportConsent: false },
    toPayload: (owner) => ({ ...owner, valuation }),
    success: { title: 'Estimate Saved!', description: HOME_VALUE_TEXTS.saved },
    failure: { title: 'Something went wrong', description: 'Please try again later.' },
  });

  if (opinionToken !== undefined) return <AgentOpinion token={opinionToken} />;
  const { control } = form;
  return (
    <form onFocus={prepareAppCheck} onSubmit={onSubmit} noValidate aria-labelledby="home-value-lead-heading" className={styles.leadForm}>
      <h2 id="home-value-lead-heading" className={styles.heading}>
        Save your estimate
      </h2>
      <p className={styles.intro}>We email you a copy, with the sales it came from.</p>
      <NativeTextField control={control} name="name" label="Name" formId={FORM_ID} autoComplete="name" />
      <NativeTextField control={control} name="email" label="Email" formId={FORM_ID} type="email" autoComplete="email" />
      <NativeTextField control={control} name="phone" label="Phone (optional)" formId={FORM_ID} type="tel" autoComplete="tel" />
      <NativeCheckboxField control={control} name="followUpConsent" label={HOME_VALUE_TEXTS.followUpConsent} formId={FORM_ID} />
      <NativeCheckboxField control={control} name="reportConsent" label={HOME_VALUE_TEXTS.reportConsent} formId={FORM_ID} />
      <HoneypotField />
      <LeadSubmitButton label="Save My Estimate" pendingLabel="Saving..." submitting={submitting} failure={sendFailure} />
    </form>
  );
}

/** After the lead: one button asks for an agent's opinion; its answer replaces it. */
function AgentOpinion({ token }: { token: string }) {
  const asking = useMutation({ mutationFn: () => askAgentOpinion(token) });
  if (asking.isSuccess) {
    return (
      <p role="status" className={styles.notice}>
        {HOME_VALUE_TEXTS.opinionAsked}
      </p>
    );
  }
  return (
    <div className={styles.leadForm}>
      <p role="status" className={styles.notice}>
        {HOME_VALUE_TEXTS.saved}
      </p>
      <p className={styles.intro}>An estimate is not an appraisal: an agent who knows your street can tell you more.</p>
      {asking.isError && (
        <p role="alert" className={styles.error}>
          Your request could not be sent. Please try again.
        </p>
      )}
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.large}`}
        onClick={() => asking.mutate()}
        disabled={asking.isPending}
      >
        {asking.isPending ? 'Sending...' : HOME_VALUE_TEXTS.agentOpinion}
      </button>
    </div>
  );
}
