import { Timeline } from 'antd';
import { formatReceivedAt, type Lead } from '@estate/domain';
import { formatMinutes } from '@/components/formatMinutes';
import { leadActivityText } from '@/features/leads/dashboard/leadActivityText';
import { LeadWorkFields } from './LeadWorkFields';
import { LeadClientAccount } from './LeadClientAccount';
import { RelatedLeads } from './RelatedLeads';
import { useLeadAccess } from '@/features/leads/dashboard/useLeadAccess';
import { useStaffNames } from '@/features/leads/dashboard/useStaffNames';
import styles from './LeadsTab.module.css';

/** Speed to lead, for this lead: from its arrival to the first status change or note. */
function firstResponseText({ createdAt, firstResponseAt }: Lead): string {
  if (!firstResponseAt) return 'First response: none yet';
  return `First response: ${formatMinutes((Date.parse(firstResponseAt) - Date.parse(createdAt)) / 60_000)} after it arrived`;
}

/**
 * Where the lead stands and what happened to it: its status, owner and notes (what
 * the signed-in staff member may change of them), and the timeline, oldest first.
 */
export function LeadPipelinePanel({ lead }: { lead: Lead }) {
  const access = useLeadAccess();
  const { nameOf } = useStaffNames();
  return (
    <section className={styles.pipeline} aria-label="Pipeline">
      <LeadWorkFields lead={lead} access={access} />
      <p className={styles.firstResponse}>{firstResponseText(lead)}</p>
      <RelatedLeads leadId={lead.id} />
      <LeadClientAccount leadId={lead.id} />
      <h3 className={styles.timelineTitle}>Timeline</h3>
      <Timeline
        items={lead.activity.map((entry, index) => ({
          key: `${entry.at}-${index}`,
          content: (
            <>
              <div className={styles.preserveLines}>{leadActivityText(entry, lead, nameOf)}</div>
              <time className={styles.timelineTime} dateTime={entry.at}>
                {formatReceivedAt(entry.at)}
              </time>
            </>
          ),
        }))}
      />
    </section>
  );
}
