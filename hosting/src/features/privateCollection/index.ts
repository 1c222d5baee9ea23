/** The private collection on the public pages (docs/product.md#private-collection): the teaser, the per-session listing, the clients' section of /properties. Other features import only this. */
export { usePrivateListing } from './api/getPrivateListing';
export { ListingTeaserView } from './components/ListingTeaserView';
export { PrivateCollection } from './components/PrivateCollection';
