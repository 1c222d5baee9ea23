import type { ImgHTMLAttributes } from 'react';
import { FallbackImage } from '@/components/FallbackImage';
import { IMAGE_SIZES } from '@/components/imageSizes';
import card from '@/components/card.module.css';

type Props = { src: string; alt: string } & Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'>;

/** One of a listing card's photos, as every card draws it: 3:2, in the card grid's sizes. */
export function CardPhoto(props: Props) {
  return <FallbackImage {...props} width={600} height={400} className={card.image} sizes={IMAGE_SIZES.card} />;
}
