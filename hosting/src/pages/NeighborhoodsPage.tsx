import { LISTING_SKELETON_COUNT, HERO_PHOTOS } from '@estate/domain';
import grid from '@/components/cardGrid.module.css';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/components/pageMeta/usePageMeta';
import { CardSkeleton } from '@/components/CardSkeleton';
import { useNeighborhoods, NeighborhoodCard, NeighborhoodSection, useScrollToHash } from '@/features/content';
import styles from './NeighborhoodsPage.module.css';
import { LOAD_FAILURE } from '@/components/loadFailures';

/** docs/product/site.md#neighborhoods: a grid of cards, then a section per neighborhood (anchor neighborhood-{id}). */
export default function NeighborhoodsPage() {
  usePageMeta({
    title: 'Cincinnati Neighborhoods',
    description:
      "Guides to Cincinnati's most sought-after neighborhoods, from Hyde Park and Indian Hill to Over-the-Rhine, with their current listings.",
  });
  const { data: neighborhoods, isPending, isError } = useNeighborhoods();
  useScrollToHash(Boolean(neighborhoods));

  return (
    <>
      <PageHero
        eyebrow="Neighborhood Guides"
        title="Cincinnati Neighborhoods"
        subtitle="From historic urban districts to estate country, discover the communities where our clients live, and what makes each one special."
        image={HERO_PHOTOS['hero-1.svg']}
      />
      <div className={styles.page}>
        <section aria-labelledby="neighborhood-grid-heading">
          <h2 id="neighborhood-grid-heading" className={styles.heading}>
            Find Your Neighborhood
          </h2>
          {isError ? (
            <p role="alert" className={styles.error}>
              {LOAD_FAILURE.neighborhoods}
            </p>
          ) : isPending ? (
            <div className={grid.grid} role="status" aria-label="Loading neighborhoods">
              {Array.from({ length: LISTING_SKELETON_COUNT }, (_, index) => (
                <CardSkeleton key={index} testId="neighborhood-skeleton" />
              ))}
            </div>
          ) : (
            <ul className={grid.grid} aria-label="Neighborhoods">
              {neighborhoods.map((neighborhood) => (
                <li key={neighborhood.id} className={grid.item}>
                  <NeighborhoodCard neighborhood={neighborhood} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <div>
          {neighborhoods?.map((neighborhood) => (
            <NeighborhoodSection key={neighborhood.id} neighborhood={neighborhood} />
          ))}
        </div>
      </div>
    </>
  );
}
