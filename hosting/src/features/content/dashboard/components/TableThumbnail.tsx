import { FallbackImage } from '@/components/FallbackImage';
import styles from './TableThumbnail.module.css';

const SIZES = { photo: { width: 72, height: 48 }, avatar: { width: 40, height: 40 } } as const;

/** A row's picture, decorative next to the name in the same row; the site's fallback when it has none. */
export function TableThumbnail({ src, kind = 'photo' }: { src: string; kind?: keyof typeof SIZES }) {
  return <FallbackImage src={src} alt="" {...SIZES[kind]} className={styles[kind]} />;
}
