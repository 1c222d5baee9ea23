import { LEAD_BADGE_MAX } from '@estate/domain';
import { useNewLeadsCount } from './LiveInbox';
import styles from './NewLeadsBadge.module.css';

/** Beside the Leads tab: the leads received since the tab was last open. */
export function NewLeadsBadge() {
  const count = useNewLeadsCount();
  if (count === 0) return null;
  const shown = count > LEAD_BADGE_MAX ? `${LEAD_BADGE_MAX}+` : String(count);
  return (
    <span className={styles.badge} role="status" aria-label={`${shown} new ${count === 1 ? 'lead' : 'leads'}`}>
      {shown}
    </span>
  );
}
