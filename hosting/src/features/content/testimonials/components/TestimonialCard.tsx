import type { Testimonial } from '@estate/domain';
import { FallbackImage } from '@/components/FallbackImage';
import { StarRating } from './StarRating';
import styles from './TestimonialCard.module.css';

/** A client's words (docs/product/site.md#home): stars, the testimonial, avatar, name and role. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <StarRating rating={testimonial.rating} />
      <blockquote className={styles.quote}>
        <p>{testimonial.testimonial}</p>
      </blockquote>
      <figcaption className={styles.author}>
        <FallbackImage
          src={testimonial.avatarUrl}
          alt={`Portrait of ${testimonial.name}`}
          width={56}
          height={56}
          className={styles.avatar}
        />
        <span className={styles.who}>
          <span className={styles.name}>{testimonial.name}</span>
          <span className={styles.role}>{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
