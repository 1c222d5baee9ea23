import type { ReactNode } from 'react';
import { SECTION_SKELETON_COUNT } from '@estate/domain';
import { CardSkeleton } from './CardSkeleton';
import styles from './SectionGrid.module.css';

interface Props<Item> {
  /** The section's query (docs/product/reference.md#states): loading, error or loaded. */
  query: { data: Item[] | undefined; isPending: boolean; isError: boolean };
  /** docs/product/api.md#errors: the red load-failure text. */
  errorText: string;
  /** Names the list, and its loading state, for screen readers. */
  label: string;
  skeleton: { testId: string; variant?: 'media' | 'quote' };
  /** Show at most this many items. */
  limit?: number;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
}

/** A home section's cards: SECTION_SKELETON_COUNT skeletons while loading, the red text of docs/product/api.md#errors on error. */
export function SectionGrid<Item>({ query, errorText, label, skeleton, limit, itemKey, renderItem }: Props<Item>) {
  if (query.isError) {
    return (
      <p role="alert" className={styles.error}>
        {errorText}
      </p>
    );
  }
  if (query.isPending || !query.data) {
    return (
      <div className={styles.grid} role="status" aria-label={`Loading ${label}`}>
        {Array.from({ length: SECTION_SKELETON_COUNT }, (_, index) => (
          <CardSkeleton key={index} testId={skeleton.testId} variant={skeleton.variant} />
        ))}
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {query.data.slice(0, limit).map((item) => (
        <li key={itemKey(item)} className={styles.item}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
