import { Link, useParams } from 'react-router-dom';
import { HOME_VALUE_TEXTS } from '@estate/domain';
import { ApiRequestError } from '@/api/client';
import { MapEmbed } from '@/components/MapEmbed';
import { PageHero } from '@/components/PageHero';
import { ResourceNotFound } from '@/components/ResourceNotFound';
import { detailPageMeta } from '@/components/pageMeta/detailPageMeta';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { useNeighborhood, NeighborhoodHighlights, NeighborhoodListings, neighborhoodMapQuery } from '@/features/content';
import { SkeletonText } from '@/components/SkeletonText';
import { NeighborhoodSales } from '@/features/listings';
import { homeValuePath } from '@/features/valuation';
import styles from './NeighborhoodPage.module.css';
import { LOAD_FAILURE } from '@/components/loadFailures';

/** /neighborhoods/:id (docs/product/site.md#neighborhoods): the area's picture, description, highlights, map and current listings. */
export default function NeighborhoodPage() {
  const { id } = useParams();
  const { data: neighborhood, isPending, error } = useNeighborhood(id);
  const notFound = error instanceof ApiRequestError && error.status === 404;
  usePageMeta(
    neighborhood
      ? detailPageMeta({
          title: neighborhood.name,
          description: neighborhood.shortDescription,
          image: neighborhood.imageUrl || undefined,
          section: { name: 'Neighborhoods', path: '/neighborhoods' },
          path: `/neighborhoods/${encodeURIComponent(neighborhood.id)}`,
        })
      : { title: notFound ? 'Neighborhood Not Found' : 'Neighborhood' },
  );

  if (notFound) {
    return (
      <ResourceNotFound
        title="Neighborhood Not Found"
        text="The neighborhood you're looking for doesn't exist or is no longer featured."
        link={{ to: '/neighborhoods', label: 'View All Neighborhoods' }}
      />
    );
  }
  if (error) {
    return (
      <p role="alert" className={styles.error}>
        {LOAD_FAILURE.neighborhoods}
      </p>
    );
  }
  if (isPending) {
    return (
      <div role="status" aria-label="Loading neighborhood">
        <div className={styles.heroSkeleton} />
        <div className={styles.content}>
          <SkeletonText title rows={6} />
        </div>
      </div>
    );
  }

  return (
    <>
      <PageHero
        eyebrow="Cincinnati Neighborhood"
        title={neighborhood.name}
        subtitle={neighborhood.shortDescription}
        image={neighborhood.imageUrl}
      >
        <p className={styles.back}>
          <Link to="/neighborhoods">← All Neighborhoods</Link>
        </p>
      </PageHero>
      <div className={styles.content}>
        <section aria-labelledby="about-area-heading" className={styles.about}>
          <div>
            <h2 id="about-area-heading" className={styles.heading}>
              About {neighborhood.name}
            </h2>
            <p className={styles.description}>{neighborhood.description}</p>
            <NeighborhoodHighlights name={neighborhood.name} />
            <p className={styles.worth}>
              Own a home in {neighborhood.name}? <Link to={homeValuePath(neighborhood.name)}>{HOME_VALUE_TEXTS.pageTitle}</Link>
            </p>
          </div>
          <MapEmbed query={neighborhoodMapQuery(neighborhood.name)} title={`Map of ${neighborhood.name}`} height={320} />
        </section>
        <NeighborhoodSales name={neighborhood.name} />
        <section aria-labelledby="area-listings-heading" className={styles.listings}>
          <h2 id="area-listings-heading" className={styles.heading}>
            Homes for Sale in {neighborhood.name}
          </h2>
          <NeighborhoodListings name={neighborhood.name} />
        </section>
      </div>
    </>
  );
}
