import { DRAWN_AREA_LABELS } from '@/features/listings/components/drawnAreaLabels';

/**
 * The drawing control's words (docs/product/site.md#listing), in the map's chunk alone. Its remove
 * button says what the chip over the results says. The sizes are written out rather than built from
 * DRAWN_AREA_LIMITS (100 m to 30 km of radius); the shapes' test holds them to it.
 */
export const DRAW_AREA_TEXTS = {
  group: 'Draw the area to search',
  polygon: 'Draw an area',
  circle: 'Draw a circle',
  remove: DRAWN_AREA_LABELS.remove,
  polygonHint: 'Click the corners of the area, then the first corner again, double-click or press Enter to finish. Escape cancels.',
  circleHint: 'Drag from the centre outwards. Escape cancels.',
  region: 'The area must lie within the Cincinnati region: draw it again inside it.',
  tooSmall: 'The area is too small: draw one at least 200 metres across.',
  tooLarge: 'The circle is too large: draw one at most 60 km across.',
} as const;
