/**
 * An area a visitor draws on the map to search in (docs/product/site.md#listing): a polygon or a
 * circle. It travels in /properties' URL (drawnAreaParam.ts), is kept by saved searches and is
 * matched by one rule everywhere (listingInArea.ts). Positions are [latitude, longitude] in
 * degrees, as a map reads them; a polygon is not closed (its last point is not its first).
 */
export type LatLng = [latitude: number, longitude: number];

export type DrawnArea = { kind: 'polygon'; points: LatLng[] } | { kind: 'circle'; center: LatLng; radiusM: number };

/** Enough points for any outline a hand draws, few enough for a URL; a circle from a street corner to the metro. */
export const DRAWN_AREA_LIMITS = { minPoints: 3, maxPoints: 40, minRadiusM: 100, maxRadiusM: 30_000, decimals: 5 } as const;

/** Why the reader refuses an area: a key of DRAWN_AREA_TEXTS (drawnAreaTexts.ts). */
export type DrawnAreaRefusal = 'format' | 'points' | 'region' | 'radius';
