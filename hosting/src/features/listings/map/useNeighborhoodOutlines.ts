import { useEffect, type RefObject } from 'react';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import type { NeighborhoodBoundaryCollection } from '@estate/domain';
import { useNeighborhoodBoundaries } from './api/getNeighborhoodBoundaries';
import { BOUNDARIES_SOURCE } from './style/mapStyle';

/** The outlines a listings map is made with, before the neighbourhoods' boundaries load. */
export const NO_OUTLINES: NeighborhoodBoundaryCollection = { type: 'FeatureCollection', features: [] };

/**
 * Draws the neighbourhoods' outlines on a listings map (made by an effect declared before this
 * hook's) once they load, and again when they change; the map waits for its style first.
 */
export function useNeighborhoodOutlines(map: RefObject<MapLibreMap | undefined>) {
  const { data: boundaries = NO_OUTLINES } = useNeighborhoodBoundaries();
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const update = () => (current.getSource(BOUNDARIES_SOURCE) as GeoJSONSource | undefined)?.setData(boundaries);
    if (current.isStyleLoaded()) update();
    else current.once('load', update);
  }, [map, boundaries]);
}
