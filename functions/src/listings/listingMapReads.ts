import { Timestamp } from 'firebase-admin/firestore';
import Supercluster from 'supercluster';
import {
  DRAWN_AREA_TEXTS,
  isShownTo,
  MAP_ZOOM,
  mapViewArea,
  VISITOR,
  type ListingMapAnswer,
  type ListingMapCluster,
  type ListingMapPin,
  type MapView,
} from '@estate/domain';
import { badRequest } from '../platform';
import { AREA_READS_MAX } from './listingAreaQuery';
import type { ListingListQuery, ListingRepository } from './listingRepository';
import { entryListed, mapListingOf, pinOf, type MapListing } from './mapCellEntry';
import type { MapCellStore } from './mapCellStore';

/** The map's query, checked: the listing filters with the view, at a whole zoom. */
export interface ListingMapQuery {
  filter: ListingListQuery['filter'] & { view: MapView };
  /** Keyword search words: the cells keep none, so a keyword's map reads the listings in view as its list does. */
  words: string[];
  zoom: number;
}

/** Clusters gather the listings within this many screen pixels of each other (MapLibre's 512-pixel tiles). */
const CLUSTER_RADIUS_PX = 60;
const TILE_PX = 512;

/** Positions are answered to 5 decimals (about a metre): a pin needs no more, and the metro's answer stays small. */
const rounded = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/** What the answer measured: the documents it read (cells, the cells' version, the listing gate's version, the private listings when it moved). */
export interface MapReads {
  reads: number;
}

/**
 * The map's reads (docs/product/site.md#listing): the listings the public sees in a view under the
 * filters, from the cells over it (mapCellStore.ts), never the listing documents themselves. The
 * private listings are left out by their ids, read again whenever the listing gate moves, so that a
 * listing made private leaves the map at once, before its change reaches the cells.
 */
export function listingMapReads(properties: Pick<ListingRepository, 'privateIds' | 'list'>, cells: MapCellStore) {
  async function listedInView(filter: ListingMapQuery['filter']): Promise<{ listings: MapListing[] } & MapReads> {
    const [{ listings, reads }, hidden] = await Promise.all([cells.inView(filter.view), properties.privateIds()]);
    return {
      listings: listings.filter((entry) => !hidden.ids.has(entry.id) && entryListed(entry, filter)),
      reads: reads + hidden.reads,
    };
  }

  /** A keyword's listings in view: the drawn-area search over the view (its reads capped, 'Draw a smaller area' beyond). */
  async function searchedInView({ filter, words }: ListingMapQuery): Promise<{ listings: MapListing[] } & MapReads> {
    const area = filter.area ?? mapViewArea(filter.view);
    const query = { filter: { ...filter, area }, words, sort: 'newest' as const, limit: AREA_READS_MAX };
    const page = await properties.list(query, (property) => isShownTo(property, VISITOR));
    if (page === 'areaTooLarge') throw badRequest(DRAWN_AREA_TEXTS.tooLarge);
    const listings = page.items.flatMap((property) => mapListingOf(property, Timestamp.fromDate(new Date(property.createdAt))) ?? []);
    return { listings, reads: listings.length };
  }

  return {
    listedInView,

    /** The view at a zoom: clusters below MAP_ZOOM.pinsFrom where listings crowd, and a pin for every listing alone. */
    async answer(query: ListingMapQuery): Promise<{ answer: ListingMapAnswer } & MapReads> {
      const { filter, zoom } = query;
      const { listings, reads } = await (query.words.length > 0 ? searchedInView(query) : listedInView(filter));
      const index = new Supercluster<{ at: number }>({
        radius: CLUSTER_RADIUS_PX,
        extent: TILE_PX,
        minZoom: MAP_ZOOM.min,
        maxZoom: MAP_ZOOM.pinsFrom - 1,
      });
      index.load(
        listings.map((entry, at) => ({
          type: 'Feature',
          properties: { at },
          geometry: { type: 'Point', coordinates: [entry.lng, entry.lat] },
        })),
      );
      const pins: ListingMapPin[] = [];
      const clusters: ListingMapCluster[] = [];
      const { west, south, east, north } = filter.view;
      for (const feature of index.getClusters([west, south, east, north], zoom)) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        if ('cluster' in feature.properties) {
          const id = feature.properties.cluster_id;
          clusters.push({
            id,
            lat: rounded(lat),
            lng: rounded(lng),
            count: feature.properties.point_count,
            expansionZoom: index.getClusterExpansionZoom(id),
          });
        } else {
          const pin = pinOf(listings[feature.properties.at]!);
          pins.push({ ...pin, lat: rounded(pin.lat), lng: rounded(pin.lng) });
        }
      }
      return { answer: { total: listings.length, pins, clusters }, reads };
    },
  };
}

export type ListingMapReads = ReturnType<typeof listingMapReads>;
