import { useClientState } from '@/features/clients';
import { PropertyCard } from '@/features/listings';
import grid from '@/components/cardGrid.module.css';
import { usePrivateListings } from '@/features/privateListings/api/getPrivateListings';
import styles from './PrivateCollection.module.css';

/**
 * docs/product/private-collection.md#private-collection: the private listings a signed-in client may see, above the
 * search's results, asked after hydration; nothing for visitors, nor in the cached HTML.
 */
export function PrivateCollection() {
  const { state } = useClientState();
  const listings = usePrivateListings(state.signedIn);
  if (!state.signedIn || !listings.data?.length) return null;
  return (
    <section aria-labelledby="private-collection-title" className={styles.section}>
      <h2 id="private-collection-title" className={styles.title}>
        Private collection
      </h2>
      <p className={styles.text}>Homes shown to our signed-in clients only.</p>
      <div className={grid.grid}>
        {listings.data.map((property) => (
          <PropertyCard key={property.id} property={property} />
        ))}
      </div>
    </section>
  );
}
