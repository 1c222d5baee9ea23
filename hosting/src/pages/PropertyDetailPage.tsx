import { Link, useParams } from 'react-router-dom';
import { formatPrice } from '@estate/domain';
import { MapEmbed } from '@/components/MapEmbed';
import { ResourceNotFound } from '@/components/ResourceNotFound';
import { detailPageMeta } from '@/components/pageMeta/detailPageMeta';
import { listingData } from '@/components/pageMeta/structuredData/listing';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { useProperty, ImageCarousel, PropertyBadges, PropertyDetailSkeleton, PropertyFacts } from '@/features/properties';
import { LinkButton } from '@/components/LinkButton';
import styles from './PropertyDetailPage.module.css';

/** docs/product.md#property-detail, at /property/:id and /properties/:id alike. */
export default function PropertyDetailPage() {
  const { id } = useParams();
  const { data: property, isPending, isError } = useProperty(id);
  usePageMeta(
    property
      ? detailPageMeta({
          title: property.title,
          description: `${formatPrice(property.price)} · ${property.address}. ${property.description}`,
          image: property.images[0],
          section: { name: 'Properties', path: '/properties' },
          path: `/properties/${encodeURIComponent(property.id)}`,
          structuredData: (origin) => [listingData(origin, property)],
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
  if (isError || !property) {
    return (
      <ResourceNotFound
        title="Property Not Found"
        text="The property you're looking for may have been removed or is no longer available."
        link={{ to: '/properties', label: 'View All Properties' }}
      />
    );
  }

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
        </div>
        <p className={styles.price}>{formatPrice(property.price)}</p>
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
          <section aria-labelledby="location-heading">
            <h2 id="location-heading" className={styles.sectionTitle}>
              Location
            </h2>
            <MapEmbed query={property.address} title={`Map of ${property.address}`} />
          </section>
        </div>

        <aside className={styles.aside} aria-label="Interested in this property?">
          <div className={styles.actions}>
            <p className={styles.asideTitle}>Interested in this property?</p>
            <p className={styles.asideText}>Tour it privately with one of our agents, or ask us anything about it.</p>
            <LinkButton to={`/schedule-showing?propertyId=${encodeURIComponent(property.id)}`} block>
              Schedule a Showing
            </LinkButton>
            <LinkButton to="/contact" variant="secondary" block>
              Contact an Agent
            </LinkButton>
          </div>
        </aside>
      </div>
    </article>
  );
}
