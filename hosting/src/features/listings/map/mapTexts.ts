/** The map's words on /properties (docs/product/site.md#listing). */
export const MAP_TEXTS = {
  region: 'Map of the listings',
  searchAsMove: 'Search as I move the map',
  failure: 'Failed to load the map. Please try again later.',
  close: 'Close',
} as const;
