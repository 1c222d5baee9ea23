/** /properties' map: what the page's first load carries (the toggle, the slot that loads the map when shown); the map itself is LazyListingsMap's chunk. */
export { ListingsMapSlot } from './ListingsMapSlot';
export { MapListToggle, type PhoneView } from './MapListToggle';
