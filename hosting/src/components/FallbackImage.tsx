import { useState, type ImgHTMLAttributes } from 'react';

export const FALLBACK_IMAGE = '/media/fallback.svg';

type Props = ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; width: number; height: number };

/** An image with explicit size (no layout shift) that shows the branded fallback instead of a broken icon. */
export function FallbackImage({ src, alt, loading = 'lazy', decoding = 'async', ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      src={failed || !src ? FALLBACK_IMAGE : src}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={() => setFailed(true)}
    />
  );
}
