import { formatPrice, type ShownComparable } from '@estate/domain';
import buttonStyles from '@/components/button.module.css';
import { distanceText, factsText, saleText } from './ComparableCard';
import styles from './HomeValuation.module.css';

interface Props {
  sale: ShownComparable;
  /** Disabled, with the reason, while the estimate has its most comparables. */
  full: boolean;
  onAdd: () => void;
}

/** A candidate the estimate did not take (docs/product/site.md#home-value): its sale, distance and price adjusted to the home; Add re-asks with it. */
export function OfferedSale({ sale, full, onAdd }: Props) {
  return (
    <li className={styles.offer}>
      <div>
        <p className={styles.offerAddress}>{sale.address}</p>
        <p className={styles.cardFacts}>
          {saleText(sale)} · {distanceText(sale)}
          <br />
          {factsText(sale)} · adjusted to your home {formatPrice(sale.adjustedPrice)}
        </p>
      </div>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.secondary}`}
        onClick={onAdd}
        disabled={full}
        aria-label={`Add ${sale.address}`}
      >
        Add
      </button>
    </li>
  );
}
