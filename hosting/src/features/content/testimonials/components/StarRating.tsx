import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { RATING_SCALE } from '@estate/domain';
import { Glyph } from '@/components/glyphs/Glyph';
import styles from './StarRating.module.css';

/** Stars out of RATING_SCALE; read out as one phrase ('Rated 5 out of 5') instead of five icons. */
export function StarRating({ rating }: { rating: number }) {
  const filled = Math.min(RATING_SCALE, Math.max(0, Math.round(rating)));
  return (
    <div role="img" aria-label={`Rated ${filled} out of ${RATING_SCALE}`} className={styles.stars}>
      {Array.from({ length: RATING_SCALE }, (_, index) => (
        <Glyph key={index} icon={StarFilled} className={index < filled ? styles.filled : styles.empty} />
      ))}
    </div>
  );
}
