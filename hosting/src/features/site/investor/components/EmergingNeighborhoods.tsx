import { Link } from 'react-router-dom';
import { neighborhoodId } from '@estate/domain';
import grid from '@/components/cardGrid.module.css';
import { EMERGING_NEIGHBORHOODS } from '@/features/site/investor/emergingNeighborhoods';
import { GrowthBar } from './GrowthBar';
import styles from './EmergingNeighborhoods.module.css';

export function EmergingNeighborhoods() {
  return (
    <ul className={grid.grid}>
      {EMERGING_NEIGHBORHOODS.map((neighborhood) => (
        <li key={neighborhood.name} className={grid.item}>
          <article className={styles.card}>
            <h3 className={styles.name}>
              <Link to={`/neighborhoods/${neighborhoodId(neighborhood.name)}`}>{neighborhood.name}</Link>
            </h3>
            <p className={styles.text}>{neighborhood.text}</p>
            <p className={styles.caption}>Growth potential</p>
            <GrowthBar percent={neighborhood.growth} label={`${neighborhood.name} growth potential`} />
          </article>
        </li>
      ))}
    </ul>
  );
}
