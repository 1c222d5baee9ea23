import { SkeletonText } from '@/components/SkeletonText';
import styles from './PropertyDetailSkeleton.module.css';

/** The detail page's shape while the property loads: heading, photo frame, then text. */
export function PropertyDetailSkeleton() {
  return (
    <div data-testid="property-detail-skeleton" role="status" aria-label="Loading property">
      <SkeletonText title rows={2} widths={['40%', '25%']} />
      <div className={styles.image} />
      <SkeletonText title rows={6} />
    </div>
  );
}
