/** The map's parameters as yup schemas: `view` in GET /api/properties and /properties, and GET /api/properties/map's query. */
import { choiceParam, isUnread, readParam, wholeNumberParam } from '../shared/queryParams';
import { DEFAULT_STATUS_FILTER, LISTING_STATUS_FILTERS, type ListingStatusFilter } from './listingLifecycle';
import { MAP_VIEW_MAX_PIXELS, MAP_ZOOM, mapViewPixels, parseMapView, type MapView } from './listingMap';
import { MAP_VIEW_TEXTS, MAP_ZOOM_TEXTS } from './listingMapTexts';

/** `view=west,south,east,north`, read by parseMapView (clamped to the region) and refused with its message. */
export const mapViewParam = () =>
  readParam<MapView>((value) => {
    const view = parseMapView(value);
    return 'refused' in view ? { refused: MAP_VIEW_TEXTS[view.refused] } : view;
  }, MAP_VIEW_TEXTS.single);

/** The public status choices alone: the map is the public's, whoever asks. */
export const publicStatusParam = () =>
  choiceParam<ListingStatusFilter>('status', Object.keys(LISTING_STATUS_FILTERS) as ListingStatusFilter[]).default(DEFAULT_STATUS_FILTER);

/** The map's zoom: a whole number in MAP_ZOOM, and the view no wider than a screen at it. */
export const mapZoomParam = () =>
  wholeNumberParam('zoom', { min: MAP_ZOOM.min, max: MAP_ZOOM.max })
    .required(MAP_ZOOM_TEXTS.required)
    .when('view', ([view], schema) =>
      view && !isUnread(view)
        ? schema.test(
            'fits',
            MAP_ZOOM_TEXTS.tooWide,
            (zoom) => zoom === undefined || mapViewPixels(view as MapView, zoom) <= MAP_VIEW_MAX_PIXELS,
          )
        : schema,
    );
