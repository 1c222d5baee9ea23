import { HomeOutlined } from '@ant-design/icons';
import button from '@/components/button.module.css';
import styles from './NoPropertiesFound.module.css';

/** docs/product.md#listing: the listing's empty result. */
export function NoPropertiesFound({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <div className={styles.empty}>
      <HomeOutlined className={styles.icon} aria-hidden />
      <h2 className={styles.title}>No properties found</h2>
      <p className={styles.hint}>Try adjusting your search criteria</p>
      <button type="button" className={`${button.button} ${button.primary}`} onClick={onClearFilters}>
        Clear Filters
      </button>
    </div>
  );
}
