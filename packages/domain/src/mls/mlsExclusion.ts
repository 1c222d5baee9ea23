import type { PropertyType } from '../listings/propertyTypes';
import { MLS_DISCLAIMER_DEFAULT } from './mlsDisclaimer';
import type { MlsSource } from './mlsSource';

/** What IDX rules require a site to say when it leaves listings out by objective criteria. */
export const MLS_EXCLUSION_NOTICE = 'Some IDX listings have been excluded';

type Exclusion = MlsSource['exclude'];

/** Whether the source's settings leave any listing out. */
export const excludesListings = (exclude: Exclusion): boolean =>
  exclude !== undefined && (exclude.propertyTypes.length > 0 || exclude.listPriceBelow !== undefined);

/** Whether a listing of this type and price is left off the site by the source's criteria. */
export const isExcludedBy = (exclude: Exclusion, listing: { propertyType: PropertyType; price: number }): boolean =>
  exclude !== undefined &&
  (exclude.propertyTypes.includes(listing.propertyType) ||
    (exclude.listPriceBelow !== undefined && listing.price < exclude.listPriceBelow));

/**
 * The disclaimer wording the pages show for a source (with `<time>` in it): its own or the
 * default, followed by the exclusion notice when its criteria leave listings out; null for the
 * default alone.
 */
export const mlsDisclaimerWording = ({ disclaimer, exclude }: Pick<MlsSource, 'disclaimer' | 'exclude'>): string | null =>
  excludesListings(exclude) ? `${disclaimer ?? MLS_DISCLAIMER_DEFAULT} ${MLS_EXCLUSION_NOTICE}.` : (disclaimer ?? null);
