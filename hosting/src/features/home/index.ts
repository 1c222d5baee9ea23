/** The home feature's public entry: the home page's section layout, shared by other listings sections. Other features import only this (eslint.config.mjs). */
export { CardSkeleton } from './CardSkeleton';
export { HomeSection } from './HomeSection';
export { SectionGrid } from './SectionGrid';
