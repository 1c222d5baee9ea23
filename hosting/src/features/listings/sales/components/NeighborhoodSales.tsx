import { Link } from 'react-router-dom';
import { formatCalendarDay, type NeighborhoodName } from '@estate/domain';
import { useRecentSales } from '@/features/listings/sales/api/getRecentSales';
import { SalesFigures } from './SalesFigures';
import styles from './NeighborhoodSales.module.css';

/**
 * A neighborhood page's record (docs/product/site.md#neighborhoods): its figures of the past 12
 * months, or that it had no sale; nothing while they load or when they cannot be read.
 */
export function NeighborhoodSales({ name }: { name: NeighborhoodName }) {
  const { data } = useRecentSales();
  if (!data) return null;
  const figures = data.record.neighborhoods.find((row) => row.neighborhood === name);
  return (
    <section aria-labelledby="area-sales-heading" className={styles.section}>
      <h2 id="area-sales-heading" className={styles.heading}>
        Our Sales in {name}
      </h2>
      <p className={styles.period}>
        Past 12 months, since {formatCalendarDay(data.record.since)}. <Link to="/sold">All recent sales</Link>
      </p>
      {figures ? (
        <SalesFigures figures={figures} label={`Sales in ${name}`} />
      ) : (
        <p className={styles.none}>We have not closed a sale in {name} in the past 12 months.</p>
      )}
    </section>
  );
}
