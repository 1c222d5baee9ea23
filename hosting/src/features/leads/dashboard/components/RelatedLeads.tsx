import { Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { formatLongDate, leadSourceLabel } from '@estate/domain';
import { leadDetailPath } from '@/features/staff';
import { useRelatedLeads } from '@/features/leads/dashboard/api/getRelatedLeads';
import styles from './LeadsTab.module.css';
import { LoadFailure } from '@/components/LoadFailure';

/** The person's other inquiries (the same email or phone), each opening its own details. */
export function RelatedLeads({ leadId }: { leadId: string }) {
  const related = useRelatedLeads(leadId);
  return (
    <section aria-labelledby={`related-${leadId}`}>
      <h3 id={`related-${leadId}`} className={styles.timelineTitle}>
        Other inquiries from this person
      </h3>
      {related.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : related.isError ? (
        <LoadFailure title="The other inquiries could not be loaded" onRetry={related.refetch} />
      ) : related.data.length === 0 ? (
        <p className={styles.timelineTime}>None: this is their only inquiry.</p>
      ) : (
        <ul className={styles.related}>
          {related.data.map((lead) => (
            <li key={lead.id}>
              <Link to={leadDetailPath(lead.id)}>{leadSourceLabel(lead.source)}</Link> on {formatLongDate(lead.createdAt)}, as {lead.name} (
              {lead.email}
              {lead.phone ? `, ${lead.phone}` : ''}): {lead.status}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
