import { Link } from 'react-router-dom';
import type { Neighborhood } from '@estate/domain';
import card from '@/components/card.module.css';
import { FallbackImage } from '@/components/FallbackImage';
import { IMAGE_SIZES } from '@/components/imageSizes';
import { MapEmbed } from '@/components/MapEmbed';
import { NeighborhoodHighlights } from './NeighborhoodHighlights';
import { neighborhoodMapQuery } from './neighborhoodMapQuery';
import styles from './NeighborhoodSection.module.css';

/** docs/product/site.md#neighborhoods: one neighborhood on /neighborhoods, at anchor neighborhood-{id}: name, description, highlights, image and map. */
export function NeighborhoodSection({ neighborhood }: { neighborhood: Neighborhood }) {
  const headingId = `neighborhood-${neighborhood.id}-heading`;
  return (
    <section id={`neighborhood-${neighborhood.id}`} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.name}>
          {neighborhood.name}
        </h2>
        <p className={styles.description}>{neighborhood.description}</p>
        <NeighborhoodHighlights name={neighborhood.name} />
        <Link to={`/neighborhoods/${neighborhood.id}`} className={`${card.link} ${styles.link}`}>
          Homes for sale in {neighborhood.name}
        </Link>
      </div>
      <FallbackImage
        src={neighborhood.imageUrl}
        alt={`${neighborhood.name}, Cincinnati`}
        width={800}
        height={533}
        className={styles.image}
        sizes={IMAGE_SIZES.half}
      />
      <div className={styles.map}>
        <MapEmbed query={neighborhoodMapQuery(neighborhood.name)} title={`Map of ${neighborhood.name}`} height={220} />
      </div>
    </section>
  );
}
