import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Map as MapLibreMap, NavigationControl, type LngLatBoundsLike } from 'maplibre-gl';
import {
  CINCINNATI_REGION,
  formatDrawnArea,
  formatMapView,
  MAP_ZOOM,
  parseDrawnArea,
  parseMapView,
  type ListingMapPin,
  type MapView,
} from '@estate/domain';
import type { ListingFilters } from '@/features/listings/components/propertyFilterParams';
import { listingsMapStyle, MAP_ATTRIBUTION_CONTROL } from './style/mapStyle';
import { NO_OUTLINES, useNeighborhoodOutlines } from './useNeighborhoodOutlines';
import { prepareBasemap } from './style/prepareBasemap';
import { useListingMap, type ListingMapQuery } from './api/getListingMap';
import { markerLayer, type MarkerLayer } from './mapMarkers';
import { MapListingCard } from './MapListingCard';
import { SearchAsMoveSwitch } from './SearchAsMoveSwitch';
import { drawnAreaBounds, LazyDrawAreaControl } from './draw';
import { MAP_TEXTS } from './mapTexts';
import { MAP_MARKS } from './mapTimingMarks';
import styles from './ListingsMap.module.css';

export interface ListingsMapProps {
  /** The list's filters: the map shows the same homes, in its own view. */
  filters: ListingFilters;
  searchAsMove: boolean;
  onSearchAsMove: (on: boolean) => void;
  /** A move of the visitor's, in the URL's words (formatMapView): the list follows it while searchAsMove is on. */
  onMove: (view: string) => void;
  /** An area drawn (in the URL's words, formatDrawnArea), or removed. */
  onArea: (area: string | undefined) => void;
}

const REGION: LngLatBoundsLike = [
  [CINCINNATI_REGION.west, CINCINNATI_REGION.south],
  [CINCINNATI_REGION.east, CINCINNATI_REGION.north],
];
/** Moves that end within this long of each other (a wheel's zoom steps) ask the server once. */
const SETTLE_MS = 150;

/** Where the map opens: the URL's view, else around its drawn area (a shared or saved search's), else the whole region. */
function openingBounds({ view, area }: ListingFilters): LngLatBoundsLike {
  const shown = view ? parseMapView(view) : undefined;
  if (shown && !('refused' in shown)) {
    return [
      [shown.west, shown.south],
      [shown.east, shown.north],
    ];
  }
  const drawn = area ? parseDrawnArea(area) : undefined;
  if (drawn && !('refused' in drawn)) return drawnAreaBounds(drawn);
  return REGION;
}

/** What the map shows now, as the server is asked for it: its bounds, and its zoom rounded down within MAP_ZOOM. */
function camera(map: MapLibreMap): { view: MapView; zoom: number } {
  const bounds = map.getBounds();
  const view = { west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() };
  return { view, zoom: Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, Math.floor(map.getZoom()))) };
}

/**
 * /properties' map (docs/product/site.md#listing), in a chunk of its own that loads when the map is
 * shown: the listings under the list's filters as price pins and clusters (buttons: a cluster zooms
 * in, a pin shows its card), asked of GET /api/properties/map after each move; with "Search as I
 * move the map" on, each move of the visitor's writes the view into the URL, which the list follows;
 * an area drawn on it (DrawAreaControl) is the URL's `area`.
 */
export default function ListingsMap({ filters, searchAsMove, onSearchAsMove, onMove, onArea }: ListingsMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap>(undefined);
  // The map once its style has loaded: the drawing control starts then.
  const [loaded, setLoaded] = useState<MapLibreMap>();
  const markers = useRef<MarkerLayer>(undefined);
  const [shown, setShown] = useState<{ view: string; zoom: number }>();
  const [selected, setSelected] = useState<{ pin: ListingMapPin; button: HTMLButtonElement }>();
  // The map's handlers, made once, read the latest settings.
  const follow = useRef({ searchAsMove, onMove });
  useEffect(() => {
    follow.current = { searchAsMove, onMove };
  }, [searchAsMove, onMove]);

  useEffect(() => {
    performance.mark(MAP_MARKS.code);
    prepareBasemap();
    const created = new MapLibreMap({
      container: container.current!,
      style: listingsMapStyle(NO_OUTLINES),
      bounds: openingBounds(filters),
      minZoom: MAP_ZOOM.min,
      maxZoom: MAP_ZOOM.max,
      maxBounds: REGION,
      // North stays up: a view is a box of west, south, east and north.
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
      attributionControl: MAP_ATTRIBUTION_CONTROL,
    });
    created.touchZoomRotate.disableRotation();
    created.keyboard.disableRotation();
    // Zoom buttons: a wheel, a pinch or the map's + and - keys are not everyone's.
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    markers.current = markerLayer(created, {
      pin: (pin, button) => setSelected({ pin, button }),
      cluster: (cluster) => created.easeTo({ center: { lng: cluster.lng, lat: cluster.lat }, zoom: cluster.expansionZoom }),
    });
    const show = (moved: boolean) => {
      const { view, zoom } = camera(created);
      const written = formatMapView(view);
      setShown({ view: written, zoom });
      if (moved && follow.current.searchAsMove) follow.current.onMove(written);
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    // The opening view is the URL's or the region, asked at once: only the visitor's moves wait to settle, and are written.
    created.once('load', () => {
      performance.mark(MAP_MARKS.ready);
      setLoaded(created);
      show(false);
      created.on('moveend', () => {
        clearTimeout(settle);
        settle = setTimeout(() => show(true), SETTLE_MS);
      });
    });
    map.current = created;
    return () => {
      clearTimeout(settle);
      markers.current?.remove();
      map.current = undefined;
      setLoaded(undefined);
      // Removed once the children's cleanups, which React runs after this one, are done with it
      // (the drawing control takes its layers off the map).
      queueMicrotask(() => created.remove());
    };
    // The map is made once, at the URL's view; its moves then lead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useNeighborhoodOutlines(map);

  const query: ListingMapQuery | undefined = shown && { filters, ...shown };
  const { data, dataUpdatedAt, isError } = useListingMap(query);
  useEffect(() => {
    if (!data) return;
    markers.current?.draw(data);
    requestAnimationFrame(() => performance.mark(MAP_MARKS.drawn));
    // Each answer, an unchanged one too (the same data, a new dataUpdatedAt), is drawn and marked.
  }, [data, dataUpdatedAt]);

  useEffect(() => {
    if (!selected) return;
    selected.button.setAttribute('aria-expanded', 'true');
    return () => selected.button.setAttribute('aria-expanded', 'false');
  }, [selected]);

  const close = useCallback(() => {
    const button = selected?.button;
    setSelected(undefined);
    // Back to the pin, or to the map when a move has taken the pin away.
    (button?.isConnected ? button : container.current?.querySelector('canvas'))?.focus();
  }, [selected]);

  return (
    <section aria-label={MAP_TEXTS.region} className={styles.panel}>
      <div ref={container} className={styles.map} />
      {loaded && (
        <Suspense fallback={null}>
          <LazyDrawAreaControl map={loaded} area={filters.area} onArea={(area) => onArea(area && formatDrawnArea(area))} />
        </Suspense>
      )}
      <div className={styles.controls}>
        <SearchAsMoveSwitch on={searchAsMove} onChange={onSearchAsMove} />
      </div>
      {isError && (
        <p role="status" className={styles.failure}>
          {MAP_TEXTS.failure}
        </p>
      )}
      {selected && <MapListingCard id={selected.pin.id} onClose={close} />}
    </section>
  );
}
