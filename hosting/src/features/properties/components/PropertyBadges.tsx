import type { Property } from '@estate/domain';
import styles from './PropertyBadges.module.css';

/** The 'Featured' and 'New Listing' badges (docs/product.md#home); nothing when neither applies. */
export function PropertyBadges({
  property,
  className = '',
}: {
  property: Pick<Property, 'isFeatured' | 'isNewListing'>;
  className?: string;
}) {
  if (!property.isFeatured && !property.isNewListing) return null;
  return (
    <p className={`${styles.badges} ${className}`}>
      {property.isFeatured && <span className={`${styles.badge} ${styles.featured}`}>Featured</span>}
      {property.isNewListing && <span className={`${styles.badge} ${styles.new}`}>New Listing</span>}
    </p>
  );
}
