/** /properties' map: what the page's first load carries (the toggle, the split view's width, the loader); the map itself is LazyListingsMap's chunk. */
export { LazyListingsMap } from './LazyListingsMap';
export { MapListToggle, type PhoneView } from './MapListToggle';
export { useSplitView } from './useSplitView';
