import type { PersonalDataSection } from '../clients';
import type { GuestDataRepository } from './store/guestDataRepository';

/** A client's RSVPs, attendances, check-ins and invitations to open houses, in their export; anonymised with the account. */
export const openHousePersonalData = (guests: GuestDataRepository): PersonalDataSection => ({
  name: 'openHouses',
  export: ({ email }) => guests.ofGuest(email),
  erase: ({ email }) => guests.anonymiseGuest(email),
});
