import { LEAD_SEND_INTERRUPTED } from '@estate/domain';
import buttonStyles from '@/components/button.module.css';
import { useHydrated } from '@/components/useHydrated';
import styles from './LeadSubmitButton.module.css';

interface Props {
  /** The button's text, e.g. 'Send Message'. */
  label: string;
  /** While the lead is sent: 'Submitting...' or, for the contact form, 'Sending...'. */
  pendingLabel: string;
  submitting: boolean;
  /** The last send failed for the server or the connection: say that nothing is lost, and offer to try again. */
  interrupted?: boolean;
  className?: string;
}

/**
 * A lead form's submit button. Disabled until React has hydrated the page: a form the server
 * rendered would otherwise submit itself as a plain HTML form, putting what was typed in the URL.
 */
export function LeadSubmitButton({ label, pendingLabel, submitting, interrupted = false, className }: Props) {
  const hydrated = useHydrated();
  const showNotice = interrupted && !submitting;
  return (
    <div className={className}>
      {showNotice && (
        <div role="alert" className={styles.notice}>
          <strong>{LEAD_SEND_INTERRUPTED.title}</strong>
          <span>{LEAD_SEND_INTERRUPTED.description}</span>
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
