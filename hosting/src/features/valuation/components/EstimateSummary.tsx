import { formatPrice, VALUATION_TEXTS, type ValuationAnswer } from '@estate/domain';
import type { EstimateBefore } from '@/features/valuation/useComparableChanges';
import styles from './HomeValuation.module.css';

type Estimate = Extract<ValuationAnswer, { kind: 'estimate' }>;

const range = ({ low, high }: EstimateBefore) => `${formatPrice(low)} to ${formatPrice(high)}`;

/**
 * The value, its range and confidence, announced when they change (aria-live); after a drop or an
 * add, the range it moved from.
 */
export function EstimateSummary({ estimate, before }: { estimate: Estimate; before: EstimateBefore | undefined }) {
  return (
    <div className={styles.summary} aria-live="polite" aria-atomic="true">
      <p className={styles.value}>{formatPrice(estimate.value)}</p>
      <p className={styles.range}>From {range(estimate)}</p>
      <p className={`${styles.confidence} ${styles[`confidence${estimate.confidence}`]}`}>
        {VALUATION_TEXTS.confidence[estimate.confidence]}
      </p>
      {before && (
        <p className={styles.before}>
          Before your change: {formatPrice(before.value)}, from {range(before)}
        </p>
      )}
    </div>
  );
}
