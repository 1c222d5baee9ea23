import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import button from '@/components/button.module.css';
import styles from './NoPropertiesFound.module.css';
import { Glyph } from '@/components/glyphs/Glyph';

/** docs/product/site.md#listing: the listing's empty result. */
export function NoPropertiesFound({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <div className={styles.empty}>
      <Glyph icon={HomeOutlined} className={styles.icon} />
      <h2 className={styles.title}>No properties found</h2>
      <p className={styles.hint}>Try adjusting your search criteria</p>
      <button type="button" className={`${button.button} ${button.primary}`} onClick={onClearFilters}>
        Clear Filters
      </button>
    </div>
  );
}
