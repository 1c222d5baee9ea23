import { Link } from 'react-router-dom';
import { neighborhoodId, type SalesRecord } from '@estate/domain';
import { formatSalesVolume, formatSaleToList } from '@/features/listings/sales/salesFormat';
import styles from './NeighborhoodSalesTable.module.css';

/** The record per neighborhood (docs/product/site.md#recent-sales), each row linking to its guide. */
export function NeighborhoodSalesTable({ record }: { record: SalesRecord }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>Sales by neighborhood, past 12 months</caption>
        <thead>
          <tr>
            <th scope="col">Neighborhood</th>
            <th scope="col">Homes sold</th>
            <th scope="col">Sales volume</th>
            <th scope="col">Median sale-to-list</th>
            <th scope="col">Median days on market</th>
          </tr>
        </thead>
        <tbody>
          {record.neighborhoods.map((row) => (
            <tr key={row.neighborhood}>
              <th scope="row">
                <Link to={`/neighborhoods/${neighborhoodId(row.neighborhood)}`}>{row.neighborhood}</Link>
              </th>
              <td>{row.count}</td>
              <td>{formatSalesVolume(row.volume)}</td>
              <td>{formatSaleToList(row.medianSaleToList)}</td>
              <td>{row.medianDaysOnMarket ?? 'N/A'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
