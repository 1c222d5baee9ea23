import { useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { responsivePhoto, type PhotoName } from '@estate/domain';
import styles from './FallbackImage.module.css';

export const FALLBACK_IMAGE = '/media/fallback.svg';

/** What shows where a photo will be: its dominant colour. */
export const photoPlaceholder = (photo: Pick<PhotoName, 'colour'> | undefined): CSSProperties | undefined =>
  photo && { backgroundColor: `#${photo.colour}` };

type Props = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  alt: string;
  /** The box the image fills: its aspect ratio reserves the space before any byte arrives. */
  width: number;
  height: number;
  /** How wide the image shows at each viewport (the `sizes` attribute); its box's width when not given. */
  sizes?: string;
};

/**
 * An image with explicit size (no layout shift) that shows the branded fallback instead of a
 * broken icon. An uploaded photo comes in AVIF and WebP at every web width, so the browser
 * fetches the smallest file that fills the box, and its dominant colour shows while it loads.
 */
export function FallbackImage({ src, alt, loading = 'lazy', decoding = 'async', sizes, style, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const photo = failed ? undefined : responsivePhoto(src);
  const image = (
    <img
      {...rest}
      src={failed || !src ? FALLBACK_IMAGE : src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      style={photo ? { ...photoPlaceholder(photo), ...style } : style}
      onError={() => setFailed(true)}
    />
  );
  if (!photo) return image;
  const imageSizes = sizes ?? `${rest.width}px`;
  return (
    <picture className={styles.picture}>
      {photo.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={imageSizes} />
      ))}
      {image}
    </picture>
  );
}
