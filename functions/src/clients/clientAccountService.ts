import type { Auth } from 'firebase-admin/auth';
import {
  ACTIVITY_CONSENT_TEXT,
  type ClientAccount,
  type ClientSessionState,
  type Favourite,
  type FavouriteHome,
  type FavouriteInput,
  FAVOURITES_MAX,
  type Property,
} from '@estate/domain';
import { HttpError, notFound } from '../platform';
import type { ClientRepository } from './clientRepository';
import type { FavouriteRepository } from './favouriteRepository';
import type { PersonalDataSection } from './personalData';

export interface ClientAccountDeps {
  auth: Auth;
  clients: ClientRepository;
  favourites: FavouriteRepository;
  /** A listing as a client may see it; undefined when there is none they may (a favourite's home, a new heart). */
  listing: (propertyId: string) => Promise<Property | undefined>;
  /** What other modules store about a client (saved searches, alerts, views, inquiries). */
  sections: PersonalDataSection[];
  now?: () => Date;
}

const accountGone = () => new HttpError(401, 'Please sign in to continue');

/** A client's own account: the hearts' state, favourites, consents, and their data to take or erase. */
export function clientAccountService({ auth, clients, favourites, listing, sections, now = () => new Date() }: ClientAccountDeps) {
  const account = async (uid: string): Promise<ClientAccount> => (await clients.get(uid)) ?? Promise.reject(accountGone());

  const favouritesSection: PersonalDataSection = {
    name: 'favourites',
    export: ({ uid }) => favourites.list(uid),
    // The account's subcollections go with it (ClientRepository.erase).
    erase: async () => {},
  };
  const allSections = [favouritesSection, ...sections];

  return {
    account,

    async state(uid: string): Promise<ClientSessionState> {
      const [client, kept] = await Promise.all([account(uid), favourites.list(uid)]);
      return {
        signedIn: true,
        email: client.email,
        favourites: kept.map((favourite) => favourite.propertyId),
        recordsActivity: client.consents.activity?.granted === true,
      };
    },

    /** The favourites with their homes, newest first. */
    async favourites(uid: string): Promise<FavouriteHome[]> {
      const kept = await favourites.list(uid);
      const homes = await Promise.all(kept.map((favourite) => listing(favourite.propertyId)));
      return kept.map((favourite, index) => ({ ...favourite, ...(homes[index] ? { listing: homes[index] } : {}) }));
    },

    async keep(uid: string, propertyId: string, change: FavouriteInput): Promise<Favourite> {
      await account(uid);
      if (!(await listing(propertyId))) throw notFound('Property not found');
      const kept = await favourites.list(uid);
      if (!kept.some((favourite) => favourite.propertyId === propertyId) && kept.length >= FAVOURITES_MAX) {
        throw new HttpError(409, `You can keep up to ${FAVOURITES_MAX} favourites: remove one to add another`);
      }
      return favourites.put(uid, propertyId, change);
    },

    async drop(uid: string, propertyId: string): Promise<void> {
      if (!(await favourites.remove(uid, propertyId))) throw notFound('This home is not in your favourites');
    },

    /** Opting in records the text agreed to and when; withdrawing also deletes what was recorded. */
    async setActivityConsent(uid: string, granted: boolean): Promise<ClientAccount> {
      const client = await account(uid);
      await clients.setConsent(uid, 'activity', { granted, at: now().toISOString(), text: ACTIVITY_CONSENT_TEXT });
      if (!granted) await Promise.all(sections.map((section) => section.withdraw?.(client, 'activity')));
      return account(uid);
    },

    /** Everything stored about the client, as they download it. */
    async export(uid: string): Promise<Record<string, unknown>> {
      const client = await account(uid);
      const parts = await Promise.all(allSections.map(async (section) => [section.name, await section.export(client)] as const));
      return { exportedAt: now().toISOString(), account: client, ...Object.fromEntries(parts) };
    },

    /**
     * Deletes the account: every section is erased (inquiries anonymised), then the account with
     * its subcollections, then the sign-in itself, so the session cookie stops working.
     */
    async erase(uid: string): Promise<void> {
      const client = await account(uid);
      for (const section of sections) await section.erase(client);
      await clients.erase(uid);
      await auth.deleteUser(uid).catch((error: { code?: string }) => {
        if (error.code !== 'auth/user-not-found') throw error;
      });
    },
  };
}

export type ClientAccountService = ReturnType<typeof clientAccountService>;
