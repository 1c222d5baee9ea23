import type { SalesFigures as Figures } from '@estate/domain';
import { formatSalesVolume, formatSaleToList } from '@/features/listings/sales/salesFormat';
import styles from './SalesFigures.module.css';

/** The record's four figures as tiles: volume, homes sold, median sale-to-list, median days on market. */
export function SalesFigures({ figures, label }: { figures: Figures; label: string }) {
  const tiles = [
    { term: 'Sales volume', value: formatSalesVolume(figures.volume) },
    { term: 'Homes sold', value: String(figures.count) },
    { term: 'Median sale-to-list', value: formatSaleToList(figures.medianSaleToList) },
    {
      term: 'Median days on market',
      value: figures.medianDaysOnMarket === null ? 'N/A' : String(figures.medianDaysOnMarket),
    },
  ];
  return (
    <dl className={styles.figures} aria-label={label}>
      {tiles.map(({ term, value }) => (
        <div key={term} className={styles.tile}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
