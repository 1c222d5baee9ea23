/** Drawing the search's area on a listings map (docs/product/site.md#listing): for the map's lazy chunk only. */
export { DrawAreaControl, type DrawAreaControlProps } from './DrawAreaControl';
export { drawnAreaBounds } from './drawnAreaShapes';
