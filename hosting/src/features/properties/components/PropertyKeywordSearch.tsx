import { SearchOutlined } from '@ant-design/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { KEYWORD_MAX_LENGTH } from './propertyFilterParams';
import styles from './PropertyFilters.module.css';

/** Typing pauses this long before the listing re-queries. */
export const KEYWORD_DEBOUNCE_MS = 400;

interface Props {
  id: string;
  /** The keyword the listing is filtered by (from the URL). */
  value: string;
  /** `typing` is true when applied after a pause in typing, false on Enter or the Search button. */
  onSearch: (keyword: string, typing: boolean) => void;
}

/** The listing's keyword box: applies the `search` filter on Enter, or once typing pauses. */
export function PropertyKeywordSearch({ id, value, onSearch }: Props) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The URL may change without this box (Back, Clear Filters): show what the listing now uses.
  if (value !== shownValue) {
    setShownValue(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim(), true), KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim(), false);
  };

  return (
    <form className={`${styles.field} ${styles.keyword}`} onSubmit={onSubmit}>
      <label htmlFor={id} className={styles.label}>
        Keyword
      </label>
      <div className={styles.keywordRow}>
        <input
          id={id}
          type="search"
          className={styles.input}
          value={text}
          maxLength={KEYWORD_MAX_LENGTH}
          placeholder="Search by keywords, address, or MLS#"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.searchButton}>
          <SearchOutlined aria-hidden />
          Search
        </button>
      </div>
    </form>
  );
}
