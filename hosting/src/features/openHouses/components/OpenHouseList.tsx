import type { PublicOpenHouse } from '@estate/domain';
import { OpenHouseItem } from './OpenHouseItem';
import styles from './OpenHouses.module.css';

/** Open houses as a list, each with its way to RSVP. */
export function OpenHouseList({ openHouses, label, compact = false }: { openHouses: PublicOpenHouse[]; label: string; compact?: boolean }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {openHouses.map((openHouse) => (
        <li key={openHouse.id}>
          <OpenHouseItem openHouse={openHouse} compact={compact} />
        </li>
      ))}
    </ul>
  );
}
