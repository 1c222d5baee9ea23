import { APP_CHECK_TEXTS, LEAD_SEND_INTERRUPTED } from '@estate/domain';
import buttonStyles from '@/components/button.module.css';
import { useHydrated } from '@/components/useHydrated';
import type { LeadSendFailure } from './useLeadForm';
import styles from './LeadSubmitButton.module.css';

interface Props {
  /** The button's text, e.g. 'Send Message'. */
  label: string;
  /** While the lead is sent: 'Submitting...' or, for the contact form, 'Sending...'. */
  pendingLabel: string;
  submitting: boolean;
  /** Why the last send failed (the server, the connection, App Check): say that nothing is lost, and offer to try again. */
  failure?: LeadSendFailure;
  className?: string;
}

const NOTICES: Record<LeadSendFailure, { title: string; description: string }> = {
  interrupted: LEAD_SEND_INTERRUPTED,
  unconfirmed: APP_CHECK_TEXTS,
};

/**
 * A lead form's submit button. Disabled until React has hydrated the page: a form the server
 * rendered would otherwise submit itself as a plain HTML form, putting what was typed in the URL.
 */
export function LeadSubmitButton({ label, pendingLabel, submitting, failure, className }: Props) {
  const hydrated = useHydrated();
  const notice = failure && !submitting ? NOTICES[failure] : undefined;
  const showNotice = notice !== undefined;
  return (
    <div className={className}>
      {notice && (
        <div role="alert" className={styles.notice}>
          <strong>{notice.title}</strong>
          <span>{notice.description}</span>
        </div>
      )}
      <button
        type="submit"
        className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block} ${buttonStyles.large}`}
        disabled={submitting || !hydrated}
      >
        {submitting ? pendingLabel : showNotice ? LEAD_SEND_INTERRUPTED.retry : label}
      </button>
    </div>
  );
}
