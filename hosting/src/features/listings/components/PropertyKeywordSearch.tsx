import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import type { FormEvent } from 'react';
import { useDebouncedSearch } from '@/components/useDebouncedSearch';
import { useEarlyInput } from '@/components/useEarlyInput';
import { PROPERTY_SEARCH_MAX_LENGTH } from '@estate/domain';
import styles from './PropertyFilters.module.css';
import { Glyph } from '@/components/glyphs/Glyph';

interface Props {
  id: string;
  /** The form's id: the filter selects belong to it, so without JavaScript it sends them all. */
  formId: string;
  /** The keyword the listing is filtered by (from the URL). */
  value: string;
  /** `typing` is true when applied after a pause in typing, false on Enter or the Search button. */
  onSearch: (keyword: string, typing: boolean) => void;
}

/**
 * The listing's keyword box: applies the `search` filter on Enter, or once typing pauses. Without
 * JavaScript it is a plain GET form to /properties that the server renders the listing for.
 */
export function PropertyKeywordSearch({ id, formId, value, onSearch }: Props) {
  const { text, setText, submit } = useDebouncedSearch(value, onSearch);
  const input = useEarlyInput<HTMLInputElement>(setText);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <form id={formId} action="/properties" method="get" className={`${styles.field} ${styles.keyword}`} onSubmit={onSubmit}>
      <label htmlFor={id} className={styles.label}>
        Keyword
      </label>
      <div className={styles.keywordRow}>
        <input
          ref={input}
          id={id}
          name="search"
          type="search"
          className={styles.input}
          value={text}
          maxLength={PROPERTY_SEARCH_MAX_LENGTH}
          placeholder="Search by keywords, address, or MLS#"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={styles.searchButton}>
          <Glyph icon={SearchOutlined} />
          Search
        </button>
      </div>
    </form>
  );
}
