import { formatCalendarDay, formatPrice, priceReduction, type Property } from '@estate/domain';
import styles from './ListingPrice.module.css';

type Priced = Pick<
  Property,
  'price' | 'StandardStatus' | 'ClosePrice' | 'CloseDate' | 'ListPrice' | 'PreviousListPrice' | 'PriceChangeTimestamp'
>;

/** What a sale says: 'Sold for $X on <date>' when its price may be shown, else 'Sold on <date>'. */
export function soldLine({ ClosePrice, CloseDate }: Pick<Property, 'ClosePrice' | 'CloseDate'>): string {
  const day = CloseDate ? ` on ${formatCalendarDay(CloseDate)}` : '';
  return ClosePrice === undefined ? `Sold${day}` : `Sold for ${formatPrice(ClosePrice)}${day}`;
}

/**
 * A listing's price as a card and the detail page show it (docs/product/site.md#listing-lifecycle):
 * the list price, with 'Price reduced $X' and its day after a cut; for a sale, 'Sold for $X on
 * <date>' (the list price stays for reference).
 */
export function ListingPrice({ property, className = '' }: { property: Priced; className?: string }) {
  if (property.StandardStatus === 'Closed') {
    return (
      <div className={className}>
        <p className={styles.sold}>{soldLine(property)}</p>
        <p className={styles.note}>Last listed at {formatPrice(property.price)}</p>
      </div>
    );
  }
  const cut = priceReduction(property);
  return (
    <div className={className}>
      <p className={styles.price}>{formatPrice(property.price)}</p>
      {cut && (
        <p className={styles.reduced}>
          Price reduced {formatPrice(cut.amount)} <span className={styles.note}>on {formatCalendarDay(cut.date)}</span>
        </p>
      )}
    </div>
  );
}
