import { MAP_TEXTS } from './mapTexts';
import styles from './ListingsMap.module.css';

/** "Search as I move the map": a switch, on by default (the page keeps its state while the map comes and goes). */
export function SearchAsMoveSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className={styles.switch}>
      <input type="checkbox" role="switch" checked={on} onChange={(event) => onChange(event.target.checked)} />
      {MAP_TEXTS.searchAsMove}
    </label>
  );
}
