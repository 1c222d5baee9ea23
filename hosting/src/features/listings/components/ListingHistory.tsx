import { formatCalendarDay, formatPrice } from '@estate/domain';
import { usePropertyHistory } from '@/features/listings/api/getPropertyHistory';
import styles from './ListingHistory.module.css';

/**
 * The detail page's history (docs/product/site.md#listing-lifecycle): each day the listing changed,
 * what happened and the price it carried, newest first. Rendered with the page on the server;
 * a history that could not be read leaves the section out rather than the page.
 */
export function ListingHistory({ propertyId, daysOnMarket }: { propertyId: string; daysOnMarket: number | null }) {
  const { data: rows } = usePropertyHistory(propertyId);
  if (!rows || rows.length === 0) return null;
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className={styles.title}>
        Listing History
      </h2>
      {daysOnMarket !== null && (
        <p className={styles.days}>
          {daysOnMarket} {daysOnMarket === 1 ? 'day' : 'days'} on market
        </p>
      )}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Event</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.date}-${index}`}>
              <td>{formatCalendarDay(row.date)}</td>
              <td>{row.event}</td>
              <td>{row.price === null ? 'Not disclosed' : formatPrice(row.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
