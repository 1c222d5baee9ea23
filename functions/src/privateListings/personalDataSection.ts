import type { PersonalDataSection } from '../clients';
import type { ListingAccessRepository } from './listingAccessRepository';
import type { PrivateViewRepository } from './privateViewRepository';

/** A client's requests to see private listings and their views of them, in their export. */
export function privateListingsSection(access: ListingAccessRepository, views: PrivateViewRepository): PersonalDataSection {
  return {
    name: 'privateListings',
    async export({ uid }) {
      const [accessRequests, viewed] = await Promise.all([access.ofClient(uid), views.ofClient(uid)]);
      return { accessRequests, views: viewed };
    },
    // Both live under the account, which ClientRepository.erase deletes with its subcollections.
    erase: async () => {},
  };
}
