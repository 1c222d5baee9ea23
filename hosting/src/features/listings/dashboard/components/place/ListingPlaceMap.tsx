import { useEffect, useRef } from 'react';
import { Map as MapLibreMap, Marker, type GeoJSONSource } from 'maplibre-gl';
import { BRAND_COLORS, CINCINNATI_REGION, type NeighborhoodBoundaryCollection } from '@estate/domain';
import { useNeighborhoodBoundaries } from '@/features/listings/map/api/getNeighborhoodBoundaries';
import { BOUNDARIES_SOURCE, listingsMapStyle, MAP_ATTRIBUTION_CONTROL } from '@/features/listings/map/style/mapStyle';
import { prepareBasemap } from '@/features/listings/map/style/prepareBasemap';
import styles from './ListingPlace.module.css';

export interface ListingPlaceMapProps {
  latitude: number | undefined;
  longitude: number | undefined;
  /** A click on the map, or the pin dropped after a drag. */
  onPlace: (latitude: number, longitude: number) => void;
}

const EMPTY: NeighborhoodBoundaryCollection = { type: 'FeatureCollection', features: [] };
const CITY = { lng: -84.47, lat: 39.14 };
/** Six decimals: a tenth of a metre, finer than a pin can be placed. */
const six = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * The place section's map (maplibre-gl, in this chunk alone, loaded when the section shows): a click
 * or a drag of the pin sets the coordinates; the inputs beside it are the keyboard's way.
 */
export default function ListingPlaceMap({ latitude, longitude, onPlace }: ListingPlaceMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap>(undefined);
  const pin = useRef<Marker>(undefined);
  // The map's handlers, made once, call the latest onPlace.
  const place = useRef(onPlace);
  useEffect(() => {
    place.current = onPlace;
  }, [onPlace]);
  const { data: boundaries = EMPTY } = useNeighborhoodBoundaries();
  const placed = latitude !== undefined && longitude !== undefined;

  useEffect(() => {
    prepareBasemap();
    const created = new MapLibreMap({
      container: container.current!,
      style: listingsMapStyle(EMPTY),
      center: placed ? { lng: longitude, lat: latitude } : CITY,
      zoom: placed ? 14 : 10.5,
      maxBounds: [
        [CINCINNATI_REGION.west, CINCINNATI_REGION.south],
        [CINCINNATI_REGION.east, CINCINNATI_REGION.north],
      ],
      // The basemap's credits (OpenStreetMap, Protomaps); none show on the plain ground.
      attributionControl: MAP_ATTRIBUTION_CONTROL,
      keyboard: false,
    });
    // Its keys are off (the inputs are the keyboard's way), so the canvas is no stop in the tab order.
    created.getCanvas().tabIndex = -1;
    created.on('click', (event) => place.current(six(event.lngLat.lat), six(event.lngLat.lng)));
    map.current = created;
    return () => {
      created.remove();
      map.current = undefined;
      pin.current = undefined;
    };
    // The map is made once; the position and the outlines follow in the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const update = () => (current.getSource(BOUNDARIES_SOURCE) as GeoJSONSource | undefined)?.setData(boundaries);
    if (current.isStyleLoaded()) update();
    else current.once('load', update);
  }, [boundaries]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!placed) {
      pin.current?.remove();
      pin.current = undefined;
      return;
    }
    if (!pin.current) {
      pin.current = new Marker({ draggable: true, color: BRAND_COLORS.brassDeep })
        .setLngLat({ lng: longitude, lat: latitude })
        .addTo(current);
      pin.current.on('dragend', () => {
        const { lat, lng } = pin.current!.getLngLat();
        place.current(six(lat), six(lng));
      });
    } else {
      pin.current.setLngLat({ lng: longitude, lat: latitude });
    }
    if (!current.getBounds().contains({ lng: longitude, lat: latitude })) current.panTo({ lng: longitude, lat: latitude });
  }, [placed, latitude, longitude]);

  return <div ref={container} className={styles.map} />;
}
