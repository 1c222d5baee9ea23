import { Badge, Button, Card, Empty, Skeleton, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { LISTING_VISIBILITY_LABELS, visibilityOf, type PrivateListingSummary } from '@estate/domain';
import { AdminSection } from '@/components/AdminSection';
import { LoadFailure } from '@/components/LoadFailure';
import { usePrivateListings } from '@/features/privateListings/dashboard/api/getPrivateListings';
import { AccessPanel } from './AccessPanel';
import styles from './PrivateListingsTab.module.css';

/** The listing whose access is open, in the address so the request email's link opens it. */
const LISTING_PARAM = 'listing';

/**
 * docs/product/private-collection.md#private-collection: the private listings the staff member is the agent of (an
 * admin: every one), each with its requests to answer, its invited clients and its views.
 */
export default function PrivateListingsTab() {
  const listings = usePrivateListings();
  const [params, setParams] = useSearchParams();
  const open = params.get(LISTING_PARAM);
  const toggle = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open === id) next.delete(LISTING_PARAM);
        else next.set(LISTING_PARAM, id);
        return next;
      },
      { replace: true },
    );

  const card = ({ listing, openRequests }: PrivateListingSummary) => (
    <Card
      key={listing.id}
      className={styles.card}
      title={
        <span className={styles.cardTitle}>
          {listing.title} <Tag>{LISTING_VISIBILITY_LABELS[visibilityOf(listing)]}</Tag>
        </span>
      }
      extra={
        <Badge count={openRequests} title={`${openRequests} request(s) waiting`}>
          <Button size="small" onClick={() => toggle(listing.id)} aria-expanded={open === listing.id}>
            {open === listing.id ? 'Close' : 'Manage access'}
          </Button>
        </Badge>
      }
    >
      <p className={styles.address}>{listing.address}</p>
      {open === listing.id && <AccessPanel propertyId={listing.id} />}
    </Card>
  );

  return (
    <AdminSection title="Private Listings">
      <p className={styles.help}>
        Listings shown to signed-in clients only, or to the clients their agent invites. Requests are emailed to the listing&rsquo;s agent
        (or to the lead alert recipients when it has none); each view by a client is recorded here.
      </p>
      {listings.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : listings.isError ? (
        <LoadFailure title="The private listings could not be loaded" onRetry={listings.refetch} />
      ) : listings.data.length === 0 ? (
        <Empty description="No private listing is yours. An admin makes a listing private in Properties, and names its agent." />
      ) : (
        <div className={styles.cards}>{listings.data.map(card)}</div>
      )}
    </AdminSection>
  );
}
