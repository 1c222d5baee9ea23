import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { NEIGHBORHOOD_HIGHLIGHTS } from '@estate/domain';
import styles from './NeighborhoodHighlights.module.css';
import { Glyph } from '@/components/glyphs/Glyph';

/** docs/product/site.md#neighborhoods: the three highlights every neighborhood shows. */
export function NeighborhoodHighlights({ name }: { name: string }) {
  return (
    <ul className={styles.list} aria-label={`${name} highlights`}>
      {NEIGHBORHOOD_HIGHLIGHTS.map((highlight) => (
        <li key={highlight} className={styles.item}>
          <Glyph icon={CheckCircleFilled} className={styles.icon} />
          {highlight}
        </li>
      ))}
    </ul>
  );
}
