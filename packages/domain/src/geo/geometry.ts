/**
 * The GeoJSON geometries the site keeps (RFC 7946): an area is a Polygon or a MultiPolygon, each
 * polygon an outer ring and its holes, each ring closed (its last position is its first), each
 * position [longitude, latitude] in degrees.
 */
export type Position = [longitude: number, latitude: number];
export type Ring = Position[];

export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: Ring[];
}

export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: Ring[][];
}

export type AreaGeometry = PolygonGeometry | MultiPolygonGeometry;

/** The polygons of an area, one list of rings each (outer ring first). */
export const polygonsOf = (geometry: AreaGeometry): Ring[][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;

/** Every position of an area, rings' closing positions included. */
export const positionCount = (geometry: AreaGeometry): number =>
  polygonsOf(geometry).reduce((sum, rings) => sum + rings.reduce((ringSum, ring) => ringSum + ring.length, 0), 0);
