import type { PersonalDataSection } from '../clients';
import type { ShowingRepository } from './showingRepository';

/** The showings a client booked with their address, in their export; deleting the account leaves the bookings nobody's. */
export const showingPersonalData = (showings: Pick<ShowingRepository, 'ofVisitor' | 'anonymiseVisitor'>): PersonalDataSection => ({
  name: 'showings',
  async export({ email }) {
    const booked = await showings.ofVisitor(email);
    return booked.map(({ listingTitle, listingAddress, start, end, status, visitor, createdAt }) => ({
      listingTitle,
      listingAddress,
      start,
      end,
      status,
      visitor,
      requestedAt: createdAt,
    }));
  },
  erase: ({ email }) => showings.anonymiseVisitor(email),
});
