import { Skeleton } from 'antd';
import { formatLongDate, formatPrice, formatReceivedAt } from '@estate/domain';
import { LoadFailure } from '@/components/LoadFailure';
import { useLeadClient } from '@/features/leads/dashboard/api/getLeadClient';
import styles from './LeadsTab.module.css';

const listingLink = (id: string, title: string) => (
  <a href={`/properties/${encodeURIComponent(id)}`} target="_blank" rel="noreferrer">
    {title}
  </a>
);

/**
 * The person's client account in the lead's panel (docs/product/clients.md#favourites): the homes they
 * share with their agent, with their notes, and the homes they viewed, only if they agreed to it.
 */
export function LeadClientAccount({ leadId }: { leadId: string }) {
  const client = useLeadClient(leadId);
  if (client.isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (client.isError) return <LoadFailure title="The client account could not be loaded" onRetry={client.refetch} />;
  const { profile } = client.data;
  if (!profile) return null;
  return (
    <section aria-labelledby={`client-${leadId}`}>
      <h3 id={`client-${leadId}`} className={styles.timelineTitle}>
        Client account
      </h3>
      <p className={styles.timelineTime}>
        {profile.email}, since {formatLongDate(profile.since)}.{' '}
        {profile.recordsActivity ? 'Shares the homes they view.' : 'Does not share the homes they view.'}
      </p>
      <h4 className={styles.timelineTitle}>Favourites shared with their agent</h4>
      {profile.sharedFavourites.length === 0 ? (
        <p className={styles.timelineTime}>None shared.</p>
      ) : (
        <ul className={styles.related}>
          {profile.sharedFavourites.map(({ propertyId, note, listing }) => (
            <li key={propertyId}>
              {listing ? listingLink(propertyId, listing.title) : 'A home no longer listed'}
              {listing && ` (${formatPrice(listing.price)}, ${listing.StandardStatus})`}
              {note && <div className={styles.preserveLines}>Note: {note}</div>}
            </li>
          ))}
        </ul>
      )}
      {profile.recordsActivity && (
        <>
          <h4 className={styles.timelineTitle}>Homes viewed</h4>
          {profile.views.length === 0 ? (
            <p className={styles.timelineTime}>None yet.</p>
          ) : (
            <ul className={styles.related}>
              {profile.views.map(({ propertyId, title, at }) => (
                <li key={`${propertyId}-${at}`}>
                  {listingLink(propertyId, title ?? propertyId)}{' '}
                  <time className={styles.timelineTime} dateTime={at}>
                    {formatReceivedAt(at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
