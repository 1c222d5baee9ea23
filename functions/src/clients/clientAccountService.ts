import type { Auth } from 'firebase-admin/auth';
import {
  ACTIVITY_CONSENT_TEXT,
  type ClientAccount,
  type ClientSessionState,
  type Favourite,
  type FavouriteHome,
  type FavouriteInput,
  FAVOURITES_MAX,
  INTEREST_VIEWS,
  INTEREST_WINDOW_DAYS,
  type InterestReason,
  type LeadClientProfile,
  PROFILE_VIEWS_LIMIT,
  type Property,
} from '@estate/domain';
import { conflict, notFound, signInFirst } from '../platform';
import type { ClientRepository } from './clientRepository';
import type { FavouriteRepository } from './favouriteRepository';
import type { PersonalDataSection } from './personalData';
import type { ViewRepository } from './viewRepository';

export interface ClientAccountDeps {
  auth: Auth;
  clients: ClientRepository;
  favourites: FavouriteRepository;
  views: ViewRepository;
  /** A listing as this client may see it (a private one only when they may); undefined when there is none they may. */
  listing: (propertyId: string, uid: string) => Promise<Property | undefined>;
  /** Tells the client's agent (or the lead alert recipients) of their interest in a home; queued, never sent in the request. */
  interest: (account: ClientAccount, listing: Property, reason: InterestReason) => Promise<void>;
  /** What other modules store about a client (saved searches, alerts, inquiries). */
  sections: PersonalDataSection[];
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const recordsActivity = (account: ClientAccount) => account.consents.activity?.granted === true;

/** A client's own account: the hearts' state, favourites, consented activity, and their data to take or erase. */
export function clientAccountService({
  auth,
  clients,
  favourites,
  views,
  listing,
  interest,
  sections,
  now = () => new Date(),
}: ClientAccountDeps) {
  const account = async (uid: string): Promise<ClientAccount> => (await clients.get(uid)) ?? Promise.reject(signInFirst());

  const withHomes = async (uid: string, kept: Favourite[]): Promise<FavouriteHome[]> => {
    const homes = await Promise.all(kept.map((favourite) => listing(favourite.propertyId, uid)));
    return kept.map((favourite, index) => ({ ...favourite, ...(homes[index] ? { listing: homes[index] } : {}) }));
  };

  // The account's subcollections (favourites, views) go with it (ClientRepository.erase); views also go when consent does.
  const ownSections: PersonalDataSection[] = [
    { name: 'favourites', export: ({ uid }) => favourites.list(uid), erase: async () => {} },
    {
      name: 'views',
      export: ({ uid }) => views.list(uid),
      erase: async () => {},
      withdraw: async ({ uid }, consent) => {
        if (consent === 'activity') await views.eraseAll(uid);
      },
    },
  ];
  const allSections = [...ownSections, ...sections];

  return {
    account,

    async state(uid: string): Promise<ClientSessionState> {
      const [client, kept] = await Promise.all([account(uid), favourites.list(uid)]);
      return {
        signedIn: true,
        email: client.email,
        favourites: kept.map((favourite) => favourite.propertyId),
        recordsActivity: recordsActivity(client),
      };
    },

    /** The favourites with their homes, newest first. */
    favourites: async (uid: string): Promise<FavouriteHome[]> => withHomes(uid, await favourites.list(uid)),

    async keep(uid: string, propertyId: string, change: FavouriteInput): Promise<Favourite> {
      const client = await account(uid);
      const home = await listing(propertyId, uid);
      if (!home) throw notFound('Property not found');
      const kept = await favourites.list(uid);
      const isNew = !kept.some((favourite) => favourite.propertyId === propertyId);
      if (isNew && kept.length >= FAVOURITES_MAX) {
        throw conflict(`You can keep up to ${FAVOURITES_MAX} favourites: remove one to add another`);
      }
      const favourite = await favourites.put(uid, propertyId, change);
      if (isNew && recordsActivity(client)) await interest(client, home, 'favourited');
      return favourite;
    },

    async drop(uid: string, propertyId: string): Promise<void> {
      if (!(await favourites.remove(uid, propertyId))) throw notFound('This home is not in your favourites');
    },

    /**
     * Records that the client viewed a listing, only while they consent (answers false otherwise,
     * storing nothing). The view that makes INTEREST_VIEWS within INTEREST_WINDOW_DAYS tells their agent.
     */
    async recordView(uid: string, propertyId: string): Promise<boolean> {
      const client = await account(uid);
      if (!recordsActivity(client)) return false;
      const home = await listing(propertyId, uid);
      if (!home) throw notFound('Property not found');
      const at = now();
      await views.record(uid, propertyId, at);
      const recent = await views.countSince(uid, propertyId, new Date(at.getTime() - INTEREST_WINDOW_DAYS * DAY_MS));
      if (recent === INTEREST_VIEWS) await interest(client, home, 'viewed');
      return true;
    },

    /** Opting in records the text agreed to and when; withdrawing also deletes what was recorded. */
    async setActivityConsent(uid: string, granted: boolean): Promise<ClientAccount> {
      const client = await account(uid);
      await clients.setConsent(uid, 'activity', { granted, at: now().toISOString(), text: ACTIVITY_CONSENT_TEXT });
      if (!granted) await Promise.all(allSections.map((section) => section.withdraw?.(client, 'activity')));
      return account(uid);
    },

    /** What the lead's panel shows of the person with this address: their shared favourites and consented views. */
    async profileFor(email: string): Promise<LeadClientProfile | null> {
      const client = await clients.findByEmail(email);
      if (!client) return null;
      const [shared, viewed] = await Promise.all([
        favourites.shared(client.uid).then((shared) => withHomes(client.uid, shared)),
        recordsActivity(client) ? views.list(client.uid, PROFILE_VIEWS_LIMIT) : [],
      ]);
      const titles = new Map<string, string | undefined>();
      for (const id of new Set(viewed.map((view) => view.propertyId))) titles.set(id, (await listing(id, client.uid))?.title);
      return {
        email: client.email,
        since: client.createdAt,
        recordsActivity: recordsActivity(client),
        sharedFavourites: shared,
        views: viewed.map((view) => ({ ...view, ...(titles.get(view.propertyId) ? { title: titles.get(view.propertyId) } : {}) })),
      };
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
      for (const section of allSections) await section.erase(client);
      await clients.erase(uid);
      await auth.deleteUser(uid).catch((error: { code?: string }) => {
        if (error.code !== 'auth/user-not-found') throw error;
      });
    },
  };
}

export type ClientAccountService = ReturnType<typeof clientAccountService>;
