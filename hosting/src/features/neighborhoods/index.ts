/** The neighborhoods feature's public entry: neighborhoods and their cards. Other features import only this (eslint.config.mjs). */
export { useNeighborhoods } from './api/getNeighborhoods';
export { NeighborhoodCard } from './components/NeighborhoodCard';
