/**
 * The private collection on the public pages (docs/product/private-collection.md#private-collection): a private
 * listing's page and the clients' section of /properties. Both are their own chunks: public
 * listings and visitors never load them.
 */
import { lazy } from 'react';

export { PrivateCollectionSection } from './components/PrivateCollectionSection';

/** A private listing's page: the server renders its teaser, the browser hydrates it once its chunk is in. */
export const LazyPrivateListing = lazy(() => import('./components/PrivateListing').then((module) => ({ default: module.PrivateListing })));
