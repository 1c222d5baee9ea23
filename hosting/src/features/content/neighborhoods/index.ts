/** The neighborhoods/ part of content: neighborhoods and their cards. features/content/index.ts re-exports it, and other features import only that (eslint.config.mjs). */
export { getNeighborhoodsQueryOptions, useNeighborhoods } from './api/getNeighborhoods';
export { NeighborhoodCard } from './components/NeighborhoodCard';
export { getNeighborhoodQueryOptions, useNeighborhood } from './api/getNeighborhood';
export { NeighborhoodHighlights } from './components/NeighborhoodHighlights';
export { NeighborhoodListings, neighborhoodListingsQuery } from './components/NeighborhoodListings';
export { NeighborhoodSection } from './components/NeighborhoodSection';
export { neighborhoodMapQuery } from './components/neighborhoodMapQuery';
export { useScrollToHash } from './components/useScrollToHash';
