/** The neighborhoods feature's public entry: neighborhoods and their cards. Other features import only this (eslint.config.mjs). */
export { getNeighborhoodsQueryOptions, useNeighborhoods } from './api/getNeighborhoods';
export { NeighborhoodCard } from './components/NeighborhoodCard';
export { getNeighborhoodQueryOptions, useNeighborhood } from './api/getNeighborhood';
export { NeighborhoodHighlights } from './components/NeighborhoodHighlights';
export { NeighborhoodListings, neighborhoodListingsQuery } from './components/NeighborhoodListings';
export { NeighborhoodSection } from './components/NeighborhoodSection';
export { neighborhoodMapQuery } from './components/neighborhoodMapQuery';
export { useScrollToHash } from './components/useScrollToHash';
