/**
 * Drawing the search's area on a listings map (docs/product/site.md#listing): a chunk of its own
 * (terra-draw), fetched after the map's, since the map's first clusters do not wait for it.
 */
import { lazy } from 'react';

export const LazyDrawAreaControl = lazy(() => import('./DrawAreaControl').then(({ DrawAreaControl }) => ({ default: DrawAreaControl })));
export type { DrawAreaControlProps } from './DrawAreaControl';
export { drawnAreaBounds } from './drawnAreaShapes';
