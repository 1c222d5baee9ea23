import { Skeleton } from 'antd';
import styles from './PropertyDetailSkeleton.module.css';

/** The detail page's shape while the property loads: heading, photo frame, then text. */
export function PropertyDetailSkeleton() {
  return (
    <div data-testid="property-detail-skeleton" role="status" aria-label="Loading property">
      <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 2, width: ['40%', '25%'] }} />
      <div className={styles.image} />
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
