import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatPrice, isListingTeaser, isShowable, type Property, type StandardStatus } from '@estate/domain';
import { MapEmbed } from '@/components/MapEmbed';
import { ResourceNotFound } from '@/components/ResourceNotFound';
import { detailPageMeta } from '@/components/pageMeta/detailPageMeta';
import { listingData } from '@/components/pageMeta/structuredData/listing';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import {
  useProperty,
  ImageCarousel,
  ListingAttribution,
  ListingDisclaimers,
  LazyListingHistory,
  listingMapPlace,
  ListingPrice,
  PropertyBadges,
  PropertyDetailSkeleton,
  PropertyFacts,
} from '@/features/listings';
import { LinkButton } from '@/components/LinkButton';
import { FavouriteButton, useRecordView } from '@/features/clients';
import { LazyPrivateListing } from '@/features/privateListings';
import styles from './PropertyDetailPage.module.css';

/**
 * The listing's open houses (docs/product/open-houses.md#open-houses), rendered on the server from the page's
 * data; the feature is imported lazily, as its own chunk: this page's first load is at its budget.
 */
const LazyListingOpenHouses = lazy(() => import('@/features/openHouses').then((module) => ({ default: module.ListingOpenHouses })));

type Availability = 'showable' | 'comingSoon' | 'pending' | 'sold';

const availabilityOf = (status: StandardStatus): Availability =>
  isShowable(status) ? 'showable' : status === 'Coming Soon' ? 'comingSoon' : status === 'Closed' ? 'sold' : 'pending';

/** What the aside says, by whether the home can be shown (docs/product/site.md#listing-lifecycle). */
const ASIDE_TEXT: Record<Availability, { title: string; text: string }> = {
  showable: { title: 'Interested in this property?', text: 'Tour it privately with one of our agents, or ask us anything about it.' },
  comingSoon: {
    title: 'Coming soon',
    text: 'This home is not open for showings yet. Ask an agent to be among the first to see it when it comes on the market.',
  },
  pending: { title: 'Sale pending', text: 'This home has an accepted offer. An agent can tell you about similar homes.' },
  sold: { title: 'This home has sold', text: 'Thinking of selling a home like it, or buying nearby? Our agents know this market.' },
};

/** docs/product/site.md#property-detail, at /property/:id and /properties/:id alike. */
export default function PropertyDetailPage() {
  const { id } = useParams();
  const { data, isPending, isError } = useProperty(id);
  // A private listing's public answer is its teaser, the same for everyone (and cached); a
  // signed-in client asks for the listing itself after hydration (docs/product/private-collection.md#private-collection).
  const teaser = data && isListingTeaser(data) ? data : undefined;
  const property = data && !isListingTeaser(data) ? data : undefined;
  // A consenting client's view of a public listing; a private one's is logged by its own call.
  useRecordView(property?.id);
  usePageMeta(
    teaser
      ? { title: teaser.title, description: `${teaser.title}, ${teaser.priceBand}: sign in to see this home.`, image: teaser.image }
      : property
        ? detailPageMeta({
            title: property.title,
            description: `${formatPrice(property.price)} · ${property.address}. ${property.description}`,
            image: property.images[0],
            section: { name: 'Properties', path: '/properties' },
            path: `/properties/${encodeURIComponent(property.id)}`,
            structuredData: (origin: string) => [listingData(origin, property)],
          })
        : { title: 'Property Details' },
  );

  if (isPending) {
    return (
      <div className={styles.page}>
        <PropertyDetailSkeleton />
      </div>
    );
  }
  if (teaser) {
    // The page keeps the teaser's title and carries no structured data: a private listing is nobody's to index.
    return (
      <Suspense fallback={<PropertyDetailSkeleton />}>
        <LazyPrivateListing teaser={teaser}>{(listing) => <ListingDetail property={listing} isPrivate />}</LazyPrivateListing>
      </Suspense>
    );
  }
  if (isError || !property) {
    return (
      <ResourceNotFound
        title="Property Not Found"
        text="The property you're looking for may have been removed or is no longer available."
        link={{ to: '/properties', label: 'View All Properties' }}
      />
    );
  }
  return <ListingDetail property={property} />;
}

/** The listing's page: a public one, or a private one its client may see whole (without its history, which is not public). */
function ListingDetail({ property, isPrivate = false }: { property: Property; isPrivate?: boolean }) {
  return (
    <article className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/properties">Properties</Link> <span aria-hidden>/</span> <span aria-current="page">{property.title}</span>
      </nav>

      <header className={styles.header}>
        <div>
          <PropertyBadges property={property} className={styles.badges} />
          <h1 className={styles.title}>{property.title}</h1>
          <p className={styles.address}>{property.address}</p>
          <ListingAttribution property={property} className={styles.attribution} />
        </div>
        <div className={styles.headerEnd}>
          <ListingPrice property={property} className={styles.price} />
          <FavouriteButton propertyId={property.id} title={property.title} />
        </div>
      </header>

      <ImageCarousel images={property.images} imageAlts={property.imageAlts} title={property.title} />

      <div className={styles.body}>
        <div className={styles.main}>
          <PropertyFacts property={property} />
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className={styles.sectionTitle}>
              About This Property
            </h2>
            <p className={styles.description}>{property.description}</p>
          </section>
          {!isPrivate && (
            <Suspense fallback={null}>
              <LazyListingOpenHouses listingId={property.id} />
            </Suspense>
          )}
          {!isPrivate && (
            <Suspense fallback={null}>
              <LazyListingHistory propertyId={property.id} daysOnMarket={property.OnMarketDate ? property.DaysOnMarket : null} />
            </Suspense>
          )}
          <section aria-labelledby="location-heading">
            <h2 id="location-heading" className={styles.sectionTitle}>
              Location
            </h2>
            <MapEmbed query={listingMapPlace(property)} title={`Map of ${listingMapPlace(property)}`} />
          </section>
          <ListingDisclaimers properties={[property]} className={styles.disclaimer} />
        </div>

        <aside className={styles.aside} aria-label="Interested in this property?">
          <div className={styles.actions}>
            <p className={styles.asideTitle}>{ASIDE_TEXT[availabilityOf(property.StandardStatus)].title}</p>
            <p className={styles.asideText}>{ASIDE_TEXT[availabilityOf(property.StandardStatus)].text}</p>
            {isShowable(property.StandardStatus) && (
              <LinkButton to={`/schedule-showing?propertyId=${encodeURIComponent(property.id)}`} block>
                Schedule a Showing
              </LinkButton>
            )}
            {property.StandardStatus === 'Closed' && (
              <LinkButton to="/sold" variant="secondary" block>
                See Our Recent Sales
              </LinkButton>
            )}
            <LinkButton to="/contact" variant="secondary" block>
              Contact an Agent
            </LinkButton>
          </div>
        </aside>
      </div>
    </article>
  );
}
