/** The search/ part of listings: the property search fields and paths. features/listings/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
export { SearchSelect } from './components/SearchSelect';
export { DEFAULT_SEARCH_SELECTION, propertySearchPath } from './searchQuery';
export { LazySearchOverlay } from './components/LazySearchOverlay';
