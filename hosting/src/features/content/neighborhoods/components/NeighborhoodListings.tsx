import type { NeighborhoodName, PropertyListQuery } from '@estate/domain';
import { PropertyCard, PropertyGridSkeleton, useProperties } from '@/features/listings';
import { LinkButton } from '@/components/LinkButton';
import grid from '@/components/cardGrid.module.css';
import styles from './NeighborhoodListings.module.css';
import { LOAD_FAILURE } from '@/components/loadFailures';

/** The newest few; the full, filterable list is one link away. */
const LISTINGS_SHOWN = 6;
const SKELETON_COUNT = 3;

/** The listing query this section reads (the server renderer loads the same one). */
export const neighborhoodListingsQuery = (name: NeighborhoodName): PropertyListQuery => ({
  neighborhood: name,
  sort: 'newest',
  limit: LISTINGS_SHOWN,
});

/** A neighborhood's current listings, newest first, and a link to all of them on /properties. */
export function NeighborhoodListings({ name }: { name: NeighborhoodName }) {
  const { data, isPending, isError } = useProperties(neighborhoodListingsQuery(name));
  const properties = data?.pages[0]?.items ?? [];

  return (
    <>
      {isError ? (
        <p role="alert" className={styles.error}>
          {LOAD_FAILURE.properties}
        </p>
      ) : isPending ? (
        <PropertyGridSkeleton count={SKELETON_COUNT} label={`Loading homes in ${name}`} />
      ) : properties.length === 0 ? (
        <p className={styles.empty}>There are no homes for sale in {name} right now. Check back soon, or ask us about upcoming listings.</p>
      ) : (
        <ul className={grid.grid} aria-label={`Homes for sale in ${name}`}>
          {properties.map((property) => (
            <li key={property.id} className={grid.item}>
              <PropertyCard property={property} />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.action}>
        <LinkButton to={`/properties?neighborhood=${encodeURIComponent(name)}`} variant="secondary">
          View all {name} homes
        </LinkButton>
      </p>
    </>
  );
}
