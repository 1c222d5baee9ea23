import { STAFF_READER, VISITOR } from '@estate/domain';
import type { ListingReaderOf } from '../platform';
import type { PrivateListingService } from './privateListingService';

/** Who a session is to the listing gate: staff read every listing, a client what they were invited to, anyone else as a visitor. */
export const listingReaders =
  (privateListings: Pick<PrivateListingService, 'readerFor'>): ListingReaderOf =>
  async (session) =>
    session?.role ? STAFF_READER : session?.client ? privateListings.readerFor(session.uid) : VISITOR;
