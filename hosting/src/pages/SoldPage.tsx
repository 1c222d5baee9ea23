import { Link } from 'react-router-dom';
import { formatCalendarDay, LISTING_SKELETON_COUNT } from '@estate/domain';
import grid from '@/components/cardGrid.module.css';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { LOAD_FAILURE } from '@/components/loadFailures';
import { PropertyCard, PropertyGridSkeleton } from '@/features/listings';
import { NeighborhoodSalesTable, SalesFigures, useRecentSales } from '@/features/listings';
import styles from './SoldPage.module.css';

/** How many of the latest sales the page shows as cards; the listing's Sold filter has them all. */
export const SOLD_CARDS_SHOWN = 24;

/** docs/product/site.md#recent-sales: the agency's record of the past 12 months, per neighborhood, and its latest sales. */
export default function SoldPage() {
  usePageMeta({
    title: 'Recent Sales',
    description:
      'The homes our agents sold in Cincinnati over the past 12 months: sales volume, sale-to-list ratio and days on market, by neighborhood.',
  });
  const { data, isPending, isError } = useRecentSales();

  return (
    <>
      <PageHero
        eyebrow="Our Track Record"
        title="Recent Sales"
        subtitle="What our clients' homes sold for, and how quickly, across Cincinnati's finest neighborhoods over the past 12 months."
      />
      <div className={styles.content}>
        {isError ? (
          <p role="alert" className={styles.error}>
            {LOAD_FAILURE.sales}
          </p>
        ) : isPending ? (
          <PropertyGridSkeleton count={LISTING_SKELETON_COUNT} />
        ) : (
          <>
            <section aria-labelledby="record-heading" className={styles.section}>
              <h2 id="record-heading" className={styles.heading}>
                The Past 12 Months
              </h2>
              <p className={styles.period}>
                Sales closed from {formatCalendarDay(data.record.since)} to {formatCalendarDay(data.record.until)}. Volume and sale-to-list
                ratio count the sales whose price the sellers let us publish.
              </p>
              <SalesFigures figures={data.record.total} label="All sales" />
            </section>
            {data.record.neighborhoods.length > 0 && (
              <section aria-label="Sales by neighborhood" className={styles.section}>
                <NeighborhoodSalesTable record={data.record} />
              </section>
            )}
            <section aria-labelledby="sold-homes-heading" className={styles.section}>
              <h2 id="sold-homes-heading" className={styles.heading}>
                Recently Sold
              </h2>
              {data.listings.length === 0 ? (
                <p className={styles.period}>No sales in the past 12 months yet.</p>
              ) : (
                <ul className={grid.grid} aria-label="Sold properties">
                  {data.listings.slice(0, SOLD_CARDS_SHOWN).map((property) => (
                    <li key={property.id} className={grid.item}>
                      <PropertyCard property={property} />
                    </li>
                  ))}
                </ul>
              )}
              <p className={styles.more}>
                <Link to="/properties?status=sold">See every sold home</Link>
              </p>
            </section>
          </>
        )}
      </div>
    </>
  );
}
