/**
 * The page's words for a drawn area (docs/product/site.md#listing): the chip over the results and
 * the map's drawing control say them alike. The API's refusals are DRAWN_AREA_TEXTS, in the domain.
 */
export const DRAWN_AREA_LABELS = { chip: 'Within the drawn area', remove: 'Remove the area' } as const;
