import { CheckCircleFilled } from '@ant-design/icons';
import { NEIGHBORHOOD_HIGHLIGHTS } from '@estate/domain';
import styles from './NeighborhoodHighlights.module.css';

/** docs/product.md#neighborhoods: the three highlights every neighborhood shows. */
export function NeighborhoodHighlights({ name }: { name: string }) {
  return (
    <ul className={styles.list} aria-label={`${name} highlights`}>
      {NEIGHBORHOOD_HIGHLIGHTS.map((highlight) => (
        <li key={highlight} className={styles.item}>
          <CheckCircleFilled className={styles.icon} aria-hidden />
          {highlight}
        </li>
      ))}
    </ul>
  );
}
