import styles from './MapListToggle.module.css';

/** What a phone shows of /properties: the list (the default) or the map. */
export type PhoneView = 'list' | 'map';

/** The toggle's words (docs/product/site.md#listing). */
const TOGGLE_LABELS: Record<PhoneView, string> = { list: 'List', map: 'Map' };

/**
 * The List / Map toggle of a narrow screen: two buttons, the pressed one shown. Hidden by CSS on a
 * wide screen (the split view) and without JavaScript (the list alone).
 */
export function MapListToggle({ view, onChange }: { view: PhoneView; onChange: (view: PhoneView) => void }) {
  return (
    <div role="group" aria-label="Show the homes as" className={styles.toggle}>
      {(['list', 'map'] as const).map((each) => (
        <button key={each} type="button" aria-pressed={view === each} className={styles.choice} onClick={() => onChange(each)}>
          {TOGGLE_LABELS[each]}
        </button>
      ))}
    </div>
  );
}
