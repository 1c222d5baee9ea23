import { STATUS_BADGES, type Property } from '@estate/domain';
import styles from './PropertyBadges.module.css';

/**
 * The status badge (Coming Soon, Under Contract, Pending, Sold; docs/product/site.md#listing-lifecycle)
 * and the 'Featured' and 'New Listing' badges (docs/product/site.md#home); nothing when none applies.
 * A listing no longer for sale is neither featured nor new to a visitor.
 */
export function PropertyBadges({
  property,
  className = '',
}: {
  property: Pick<Property, 'isFeatured' | 'isNewListing' | 'StandardStatus'>;
  className?: string;
}) {
  const status = STATUS_BADGES[property.StandardStatus];
  const forSale = property.StandardStatus === 'Active' || property.StandardStatus === 'Coming Soon';
  const featured = forSale && property.isFeatured;
  const isNew = forSale && property.isNewListing;
  if (!status && !featured && !isNew) return null;
  return (
    <p className={`${styles.badges} ${className}`}>
      {status && <span className={`${styles.badge} ${property.StandardStatus === 'Closed' ? styles.sold : styles.status}`}>{status}</span>}
      {featured && <span className={`${styles.badge} ${styles.featured}`}>Featured</span>}
      {isNew && <span className={`${styles.badge} ${styles.new}`}>New Listing</span>}
    </p>
  );
}
