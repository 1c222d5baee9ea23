/**
 * The drawn area's refusals (docs/product/api.md#api), in a module of their own: the reader
 * (drawnAreaParam.ts) answers their keys, so code in the browser that loads the reader carries none
 * of them; the API's param (drawnAreaSchema.ts) and the reads cap say them.
 */
/**
 * Written out rather than built from the constants, as GEOJSON_AREA_TEXTS are (test/drawnArea.test.ts
 * holds them to DRAWN_AREA_LIMITS and CINCINNATI_REGION). A URL carries no form labels: each names
 * the parameter.
 */
export const DRAWN_AREA_TEXTS = {
  single: 'area must be a single text value',
  format: 'area must be p:lat,lng;lat,lng;... (a polygon) or c:lat,lng,radius (a circle, radius in metres)',
  points: 'area must have 3 to 40 points',
  region: 'area must lie in the Cincinnati region (latitude 38.75 to 39.6, longitude -85.05 to -83.85)',
  radius: 'area must have a radius of 100 to 30,000 metres',
  /** GET /api/properties: the area holds more listings than one search reads. */
  tooLarge: 'Draw a smaller area',
} as const;
