/** The home/ part of site: the home page's sections. features/site/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
export {};
export { ConsultationSection } from './ConsultationSection';
export { HeroSearchPanel } from './HeroSearchPanel';
export { HeroSlider } from './HeroSlider';
export { ARTICLES_SHOWN, LatestArticles } from './LatestArticles';
export { NeighborhoodGuides } from './NeighborhoodGuides';
export { TestimonialsSection } from './TestimonialsSection';
export { HERO_SLIDES } from './heroSlides';
