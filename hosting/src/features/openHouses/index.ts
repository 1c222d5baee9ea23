/**
 * The open houses feature's public entry (docs/product/open-houses.md#open-houses). The pages import it lazily
 * (a listing's page is at its first-load budget, and a route's code adds to every page's): the
 * server renders it whole from the page's data, and the browser hydrates it when its chunk is in.
 * Its interactive parts (forms) are chunks of their own; the dashboard's tab is its dashboard/ part.
 * Other features import only this (eslint.config.mjs).
 */
export { getListingOpenHousesQueryOptions } from './api/getListingOpenHouses';
export { getOpenHouseQueryOptions } from './api/getOpenHouse';
export { getOpenHousesQueryOptions } from './api/getOpenHouses';
export { OPEN_HOUSES_URL } from './api/urls';
export { GuestScreen } from './components/GuestScreen';
export { ListingOpenHouses } from './components/ListingOpenHouses';
export { OpenHouseScreen } from './components/OpenHouseScreen';
export { OpenHousesScreen } from './components/OpenHousesScreen';
