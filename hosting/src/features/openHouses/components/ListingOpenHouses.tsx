import { useListingOpenHouses } from '@/features/openHouses/api/getListingOpenHouses';
import { OpenHouseList } from './OpenHouseList';
import styles from './OpenHouses.module.css';

/**
 * A listing page's open houses (docs/product/open-houses.md#open-houses), rendered on the server from the
 * page's data; nothing when it has none. Its own chunk: the listing page's first load stays within budget.
 */
export function ListingOpenHouses({ listingId }: { listingId: string }) {
  const { data } = useListingOpenHouses(listingId);
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="open-houses-heading" className={styles.section}>
      <h2 id="open-houses-heading" className={styles.heading}>
        Open Houses
      </h2>
      <OpenHouseList openHouses={data} label="Open houses of this home" compact />
    </section>
  );
}
