import { CITY_MAX_LENGTH } from '@estate/domain';
import { useDebouncedSearch } from '@/components/useDebouncedSearch';
import { useEarlyInput } from '@/components/useEarlyInput';
import styles from './PropertyFilters.module.css';

interface Props {
  id: string;
  /** The filter form's id: without JavaScript the City goes with the other filters. */
  formId: string;
  /** The City the listing is filtered by (from the URL). */
  value: string;
  /** `typing` is true when applied after a pause in typing, false on Enter. */
  onCity: (city: string, typing: boolean) => void;
}

/**
 * The City box (docs/product/site.md#listing): another way to say where, for MLS listings beyond
 * the agency's neighborhoods. Applied once typing pauses or on Enter, like the keyword.
 */
export function PropertyCityField({ id, formId, value, onCity }: Props) {
  const { text, setText, submit } = useDebouncedSearch(value, onCity);
  const input = useEarlyInput<HTMLInputElement>(setText);
  return (
    <div className={`${styles.field} ${styles.cityField}`}>
      <label htmlFor={id} className={styles.label}>
        City
      </label>
      <input
        ref={input}
        id={id}
        name="city"
        form={formId}
        type="text"
        className={styles.city}
        value={text}
        maxLength={CITY_MAX_LENGTH}
        placeholder="Any city"
        autoComplete="address-level2"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
      />
    </div>
  );
}
