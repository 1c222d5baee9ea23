import { geohashForLocation } from 'geofire-common';
import type { MapView } from '@estate/domain';
import { MAP_CELL_PRECISION } from './mapCellEntry';

/** The most geohash prefixes one view is read by: each is one range query over the cells' ids. */
export const MAP_COVER_MAX_PREFIXES = 48;

/** The geohash cells of a precision that a view overlaps: a geohash of p characters is 5p bits, longitude's first. */
function cover(view: MapView, precision: number): Set<string> {
  const bits = 5 * precision;
  const lngStep = 360 / 2 ** Math.ceil(bits / 2);
  const latStep = 180 / 2 ** Math.floor(bits / 2);
  const prefixes = new Set<string>();
  const index = (degrees: number, origin: number, step: number) => Math.floor((degrees + origin) / step);
  for (let i = index(view.west, 180, lngStep); i <= index(view.east, 180, lngStep); i += 1)
    for (let j = index(view.south, 90, latStep); j <= index(view.north, 90, latStep); j += 1)
      prefixes.add(geohashForLocation([-90 + (j + 0.5) * latStep, -180 + (i + 0.5) * lngStep], precision));
  return prefixes;
}

/**
 * The geohash prefixes whose cells hold every listing in a view: the cells themselves when few
 * enough, else their coarser parents (a metro view: about 30 prefixes of 4 characters, each a
 * range over the 5-character cells it holds), so that a view is a bounded number of queries
 * reading only the cells that exist.
 */
export function cellPrefixes(view: MapView): string[] {
  for (let precision = MAP_CELL_PRECISION; precision > 1; precision -= 1) {
    const prefixes = cover(view, precision);
    if (prefixes.size <= MAP_COVER_MAX_PREFIXES) return [...prefixes];
  }
  return [...cover(view, 1)];
}
