/** The search feature's public entry: the property search fields and paths. Other features import only this (eslint.config.mjs). */
export { SearchSelect } from './components/SearchSelect';
export { DEFAULT_SEARCH_SELECTION, propertySearchPath } from './searchQuery';
export { LazySearchOverlay } from './components/LazySearchOverlay';
