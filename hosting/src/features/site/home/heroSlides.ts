import { HERO_PHOTOS } from '@estate/domain';
import type { HeroSlide } from './HeroSlider';

/** docs/product/site.md#home: the home hero's HERO_SLIDE_COUNT slides. The first image is the page's largest paint. Each is the photo of a drawing of hosting/public/media/hero. */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    image: HERO_PHOTOS['hero-1.svg'],
    alt: 'The Cincinnati skyline and a suspension bridge over the Ohio River at dusk',
    title: "Cincinnati's Most Distinguished Addresses",
    subtitle:
      'From riverfront penthouses to hilltop estates, discover the finest homes in the Queen City with the advisors who know every street.',
  },
  {
    image: HERO_PHOTOS['hero-2.svg'],
    alt: 'A grand estate at the end of a long tree-lined drive in golden-hour light',
    title: 'Estates of Quiet Distinction',
    subtitle: 'Private acreage in Indian Hill and storied Georgians in Hyde Park, represented with the discretion they deserve.',
  },
  {
    image: HERO_PHOTOS['hero-3.svg'],
    alt: 'A modern living room with floor-to-ceiling windows overlooking rolling hills at dusk',
    title: 'Where Architecture Meets the View',
    subtitle: 'Light-filled residences above the river and the skyline, curated for the way you live, entertain and unwind.',
  },
];
