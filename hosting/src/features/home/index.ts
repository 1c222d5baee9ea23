/** The home feature's public entry: the home page's sections. Other features import only this (eslint.config.mjs). */
export {};
export { ConsultationSection } from './ConsultationSection';
export { HeroSearchPanel } from './HeroSearchPanel';
export { HeroSlider } from './HeroSlider';
export { ARTICLES_SHOWN, LatestArticles } from './LatestArticles';
export { NeighborhoodGuides } from './NeighborhoodGuides';
export { TestimonialsSection } from './TestimonialsSection';
export { HERO_SLIDES } from './heroSlides';
