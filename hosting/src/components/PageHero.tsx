import type { ReactNode } from 'react';
import { FallbackImage } from './FallbackImage';
import { IMAGE_SIZES } from './imageSizes';
import styles from './PageHero.module.css';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** A short label above the title. */
  eyebrow?: string;
  /** A backdrop picture; decorative, so it has no alt text. Without one, the band is plain navy. */
  image?: string;
  /** Shown under the subtitle, e.g. a link back to the list. */
  children?: ReactNode;
}

/** The navy band that opens a content page, with its one h1. Its image is the page's first paint, so it loads first. */
export function PageHero({ title, subtitle, eyebrow, image, children }: Props) {
  return (
    <header className={styles.hero}>
      {image !== undefined && (
        <FallbackImage
          src={image}
          alt=""
          width={1600}
          height={600}
          sizes={IMAGE_SIZES.full}
          loading="eager"
          fetchPriority="high"
          className={styles.image}
        />
      )}
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}
