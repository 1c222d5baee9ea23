import type { ReactNode } from 'react';
import type { ListingTeaser, Property } from '@estate/domain';
import { useClientState } from '@/features/clients';
import { usePrivateListing } from '@/features/privateListings/api/getPrivateListing';
import { ListingTeaserView } from './ListingTeaserView';

interface Props {
  teaser: ListingTeaser;
  /** The listing's page, for a client who may see it whole. */
  children: (listing: Property) => ReactNode;
}

/**
 * A private listing's page (docs/product/private-collection.md#private-collection): the teaser, the same for
 * everyone in the server's HTML; after hydration a signed-in client asks for the listing itself
 * and, if they may see it, gets the whole page. Its own chunk: public listings never load it.
 */
export function PrivateListing({ teaser, children }: Props) {
  const { state } = useClientState();
  const privateListing = usePrivateListing(teaser.id, state.signedIn);
  const answer = privateListing.data;
  if (answer && 'listing' in answer) return children(answer.listing);
  return <ListingTeaserView teaser={teaser} signedIn={state.signedIn} answer={answer} failed={privateListing.isError} />;
}
