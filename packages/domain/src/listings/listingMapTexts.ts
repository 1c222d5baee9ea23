/**
 * The map's parameters' refusals (docs/product/api.md#api), apart from their reader (listingMap.ts)
 * so that the map's code in the browser carries none of them. Written out rather than built from
 * the constants (test/listingMap.test.ts holds them to MAP_ZOOM and CINCINNATI_REGION); a URL
 * carries no form labels, so each names the parameter.
 */
export const MAP_VIEW_TEXTS = {
  single: 'view must be a single text value',
  format: 'view must be west,south,east,north (degrees)',
  order: 'view must have west less than east and south less than north',
  region: 'view must lie in the Cincinnati region (latitude 38.75 to 39.6, longitude -85.05 to -83.85)',
  required: 'view is required: west,south,east,north (degrees)',
} as const;

export const MAP_ZOOM_TEXTS = {
  required: 'zoom is required: a whole number from 8 to 18',
  /** A view wider than any screen at its zoom (MAP_VIEW_MAX_PIXELS). */
  tooWide: 'view is too wide for zoom: zoom out, or send the view the map shows',
} as const;
