/** The about/ part of site: the About page's sections. features/site/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
export { Achievements } from './components/Achievements';
export { ServiceCards } from './components/ServiceCards';
export { TeamGrid } from './components/TeamGrid';
export { ValueCards } from './components/ValueCards';
export { STORY } from './story';
