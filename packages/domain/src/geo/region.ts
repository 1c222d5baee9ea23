/**
 * The Cincinnati region (docs/product/reference.md#entities): the one box every place the agency
 * stores must lie in (a listing's coordinates, a neighbourhood's boundary), so a typo such as a
 * dropped minus sign or swapped latitude and longitude is refused instead of placing a home in
 * another continent. It holds the metro the agency and its MLS cover: Hamilton, Butler, Warren and
 * Clermont counties and northern Kentucky, with room around them.
 */
export const CINCINNATI_REGION = { south: 38.75, north: 39.6, west: -85.05, east: -83.85 } as const;

/** Whether a position (degrees) lies in the Cincinnati region, edges included. */
export function isInRegion(latitude: number, longitude: number): boolean {
  const { south, north, west, east } = CINCINNATI_REGION;
  return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
}
