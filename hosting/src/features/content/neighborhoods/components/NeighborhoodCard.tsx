import { Link } from 'react-router-dom';
import type { Neighborhood } from '@estate/domain';
import { FallbackImage } from '@/components/FallbackImage';
import { IMAGE_SIZES } from '@/components/imageSizes';
import card from '@/components/card.module.css';

interface Props {
  neighborhood: Neighborhood;
  /** The card title's level in the page outline: h3 under a section's h2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/** A neighborhood guide card (docs/product/site.md#neighborhoods): image (fallback when empty), name, short description, 'Explore Area'. */
export function NeighborhoodCard({ neighborhood, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={card.frame}>
      <FallbackImage
        src={neighborhood.imageUrl}
        alt={`${neighborhood.name}, Cincinnati`}
        width={600}
        height={400}
        className={card.image}
        sizes={IMAGE_SIZES.card}
      />
      <div className={card.body}>
        <Heading className={card.title}>{neighborhood.name}</Heading>
        <p className={card.text}>{neighborhood.shortDescription}</p>
        <Link to={`/neighborhoods/${neighborhood.id}`} className={card.link} aria-label={`Explore Area: ${neighborhood.name}`}>
          Explore Area
        </Link>
      </div>
    </article>
  );
}
