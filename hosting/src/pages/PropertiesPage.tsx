import { useCallback, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import {
  DEFAULT_STATUS_FILTER,
  LISTING_SKELETON_COUNT,
  PROPERTIES_PAGE_TITLE,
  type ListingStatusFilter,
  type StaffStatusFilter,
} from '@estate/domain';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import grid from '@/components/cardGrid.module.css';
import {
  getPropertiesQueryOptions,
  DrawnAreaChip,
  ListingDisclaimers,
  NoPropertiesFound,
  PropertyCard,
  PropertyFilters,
  PropertyGridSkeleton,
  useListingFilters,
  writeListingFilters,
  type ListingFilters,
  ListingsMapSlot,
  MapListToggle,
  type PhoneView,
} from '@/features/listings';
import { SaveSearchButton } from '@/features/savedSearches';
import button from '@/components/button.module.css';
import { PrivateCollectionSection } from '@/features/privateListings';
import styles from './PropertiesPage.module.css';
import { LOAD_FAILURE } from '@/components/loadFailures';
import { ApiRequestError } from '@/api/client';

/** The first row of cards is in view on load on a wide screen: their photos load with the page. */
const FIRST_ROW = 3;

/** Without JavaScript, Load More cannot run: the server renders the next page at this address. */
const nextPageHref = (filters: ListingFilters, cursor: string | undefined) => {
  const params = writeListingFilters(filters);
  if (cursor) params.set('cursor', cursor);
  return `/properties?${params.toString()}`;
};

/** What the listed homes are, by the status filter. */
const LIST_LABELS: Record<ListingStatusFilter | StaffStatusFilter, string> = {
  'for-sale': 'Properties for sale',
  'under-contract': 'Properties under contract or pending',
  sold: 'Sold properties',
  'off-market': 'Properties off the market',
  all: 'Properties',
};

/** The API's own words when it refuses the query (an area too large to search: "Draw a smaller area"). */
const refusal = (error: Error | null) => (error instanceof ApiRequestError && error.status === 400 ? error.serverMessage : undefined);

/** Whether two queries differ in the map's view alone (a move of the map, searching as it moves). */
const sameButView = ({ view: _one, ...one }: ListingFilters, { view: _other, ...other }: ListingFilters) =>
  JSON.stringify(one) === JSON.stringify(other);

const resultCount = (count: number) => `Showing ${count} ${count === 1 ? 'property' : 'properties'}`;

/** docs/product/site.md#listing: the listing, filtered by its URL, a page at a time. */
export default function PropertiesPage() {
  usePageMeta({
    title: PROPERTIES_PAGE_TITLE,
    description: 'Luxury homes, condos and estates for sale in Cincinnati: filter by neighborhood, price, type and bedrooms.',
  });
  const { filters, update, clear } = useListingFilters();
  const { data, error, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery({
    ...getPropertiesQueryOptions(filters),
    // While the map moves, the list shown stays until the next arrives, rather than flashing placeholders at each move.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameButView(previousQuery.queryKey[1] as ListingFilters, filters) ? previous : undefined,
  });
  const properties = data?.pages.flatMap((page) => page.items) ?? [];
  const [phoneView, setPhoneView] = useState<PhoneView>('list');
  const [searchAsMove, setSearchAsMove] = useState(true);
  // A move of the map replaces the URL's view: Back leaves the page rather than replaying each pan.
  const onMove = useCallback((view: string) => update({ view }, { replace: true }), [update]);
  const onArea = useCallback((area: string | undefined) => update({ area }), [update]);

  return (
    <>
      <PageHero
        eyebrow="Homes for Sale"
        title="Luxury Properties in Cincinnati"
        subtitle="Estates, penthouses and historic homes across the Queen City's most sought-after neighborhoods."
      />
      <div className={styles.content}>
        <PropertyFilters filters={filters} onChange={update} />
        <div className={styles.saveSearch}>
          <SaveSearchButton filters={filters} />
        </div>
        <PrivateCollectionSection />

        <div className={styles.layout} data-phone-view={phoneView}>
          <MapListToggle view={phoneView} onChange={setPhoneView} />
          <section aria-label="Properties" className={styles.results}>
            <DrawnAreaChip filters={filters} />
            {isError ? (
              <p role="alert" className={styles.error}>
                {refusal(error) ?? LOAD_FAILURE.properties}
              </p>
            ) : isPending ? (
              <PropertyGridSkeleton count={LISTING_SKELETON_COUNT} />
            ) : properties.length === 0 ? (
              <NoPropertiesFound onClearFilters={clear} />
            ) : (
              <>
                <h2 className={styles.count} aria-live="polite">
                  {resultCount(properties.length)}
                </h2>
                <ul className={grid.grid} aria-label={LIST_LABELS[filters.status ?? DEFAULT_STATUS_FILTER]}>
                  {properties.map((property, index) => (
                    <li key={property.id} className={grid.item}>
                      <PropertyCard property={property} eager={index < FIRST_ROW} />
                    </li>
                  ))}
                </ul>
                {hasNextPage && (
                  <div className={styles.more}>
                    <noscript>
                      <a className={`${button.button} ${button.secondary}`} href={nextPageHref(filters, data?.pages.at(-1)?.nextCursor)}>
                        Next Page
                      </a>
                    </noscript>
                    <button
                      type="button"
                      className={`${button.button} ${button.secondary}`}
                      onClick={() => void fetchNextPage()}
                      disabled={isFetchingNextPage}
                    >
                      {isFetchingNextPage ? 'Loading...' : 'Load More'}
                    </button>
                  </div>
                )}
                <ListingDisclaimers properties={properties} className={styles.disclaimers} />
              </>
            )}
          </section>
          <div className={styles.mapColumn}>
            <ListingsMapSlot
              phoneView={phoneView}
              filters={filters}
              searchAsMove={searchAsMove}
              onSearchAsMove={setSearchAsMove}
              onMove={onMove}
              onArea={onArea}
            />
          </div>
        </div>
      </div>
    </>
  );
}
