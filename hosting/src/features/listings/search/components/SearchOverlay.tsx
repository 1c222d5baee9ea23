import { SearchOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { NEIGHBORHOOD_OPTIONS, PRICE_RANGE_OPTIONS, PROPERTY_TYPE_OPTIONS } from '@estate/domain';
import { useScrollLock } from '@/components/useScrollLock';
import { POPULAR_SEARCHES } from '@/features/listings/search/popularSearches';
import { DEFAULT_SEARCH_SELECTION, propertySearchPath, type PropertySearchSelection } from '@/features/listings/search/searchQuery';
import { SearchSelect } from './SearchSelect';
import styles from './SearchOverlay.module.css';

interface Props {
  open: boolean;
  /** The visitor dismissed the overlay (Escape or the close button). */
  onClose: () => void;
  /** The overlay navigated to the listing; the opener hides it. */
  onSearched?: () => void;
}

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const NEIGHBORHOODS = toOptions(NEIGHBORHOOD_OPTIONS);
const PROPERTY_TYPES = toOptions(PROPERTY_TYPE_OPTIONS);

/** docs/product/site.md#search-overlay: full screen, no API call, navigates to /properties with the query. */
export default function SearchOverlay({ open, onClose, onSearched }: Props) {
  const navigate = useNavigate();
  const [selection, setSelection] = useState<Required<PropertySearchSelection>>(DEFAULT_SEARCH_SELECTION);
  const keywordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  useScrollLock(open);

  const set = (field: keyof PropertySearchSelection) => (value: string) => setSelection((current) => ({ ...current, [field]: value }));

  const search = (chosen: PropertySearchSelection) => {
    navigate(propertySearchPath(chosen));
    onSearched?.();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(selection);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={<h2 className={styles.title}>Find Your Dream Home</h2>}
      footer={null}
      width="100%"
      rootClassName={styles.root}
      className={styles.modal}
      classNames={{ container: styles.container, header: styles.header, body: styles.body, close: styles.close }}
      afterOpenChange={(visible) => visible && keywordRef.current?.focus()}
    >
      <form role="search" aria-label="Property search" onSubmit={onSubmit} className={styles.form}>
        <label htmlFor={`${id}-keyword`} className="visually-hidden">
          Keywords
        </label>
        <div className={styles.keyword}>
          <SearchOutlined aria-hidden className={styles.keywordIcon} />
          <input
            ref={keywordRef}
            id={`${id}-keyword`}
            type="search"
            className={styles.keywordInput}
            placeholder="Search by keywords, address, or MLS#"
            value={selection.keyword}
            onChange={(event) => set('keyword')(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <div className={styles.selects}>
          <SearchSelect
            id={`${id}-location`}
            label="Location"
            options={NEIGHBORHOODS}
            value={selection.neighborhood}
            onChange={set('neighborhood')}
          />
          <SearchSelect
            id={`${id}-type`}
            label="Property Type"
            options={PROPERTY_TYPES}
            value={selection.propertyType}
            onChange={set('propertyType')}
          />
          <SearchSelect
            id={`${id}-price`}
            label="Price Range"
            options={PRICE_RANGE_OPTIONS}
            value={selection.priceRange}
            onChange={set('priceRange')}
          />
        </div>
        <button type="submit" className={styles.submit}>
          Search Properties
        </button>
      </form>
      <section aria-labelledby={`${id}-popular`} className={styles.popular}>
        <h3 id={`${id}-popular`} className={styles.popularTitle}>
          Popular Searches
        </h3>
        <ul className={styles.popularList}>
          {POPULAR_SEARCHES.map(({ label, selection: popular }) => (
            <li key={label}>
              <button type="button" className={styles.chip} onClick={() => search(popular)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </Modal>
  );
}
