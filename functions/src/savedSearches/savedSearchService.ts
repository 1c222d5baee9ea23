import {
  SAVED_SEARCH_LIMIT_MESSAGE,
  SAVED_SEARCH_NOT_FOUND_MESSAGE,
  SAVED_SEARCHES_MAX,
  savedSearchFiltersSchema,
  type SavedSearch,
  type SavedSearchChange,
  type SavedSearchInput,
} from '@estate/domain';
import type { ClientRepository } from '../clients';
import { conflict, notFound, signInFirst, validated } from '../platform';
import type { SavedSearchRepository } from './savedSearchRepository';
import { isAlerting, newSavedSearch } from './searchRecord';

export interface SavedSearchServiceDeps {
  searches: SavedSearchRepository;
  clients: Pick<ClientRepository, 'get' | 'setAlertsOff'>;
}

/** The query string's parameters; a repeated one counts once, as /properties reads it (the last). */
const queryParams = (query: string) => Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')));

/** A client's saved searches of /properties, and the switch of all their alerts. */
export function savedSearchService({ searches, clients }: SavedSearchServiceDeps) {
  const account = async (uid: string) => (await clients.get(uid)) ?? Promise.reject(signInFirst());

  return {
    list: (uid: string): Promise<SavedSearch[]> => searches.list(uid),

    /** Saves the URL's filters, read with the listing's own rules (a bad one is refused with its message). */
    async create(uid: string, { name, frequency, query }: SavedSearchInput): Promise<SavedSearch> {
      const client = await account(uid);
      const filters = await validated(savedSearchFiltersSchema, queryParams(query));
      const saved = await searches.create(uid, newSavedSearch(name, filters, frequency, client.alertsOff), SAVED_SEARCHES_MAX);
      if (!saved) throw conflict(SAVED_SEARCH_LIMIT_MESSAGE);
      return saved;
    },

    async update(uid: string, id: string, { name, frequency }: SavedSearchChange): Promise<SavedSearch> {
      const client = await account(uid);
      const alerting = frequency === undefined ? undefined : isAlerting(frequency, client.alertsOff);
      const updated = await searches.update(uid, id, { name, frequency, alerting });
      if (!updated) throw notFound(SAVED_SEARCH_NOT_FOUND_MESSAGE);
      return updated;
    },

    async remove(uid: string, id: string): Promise<void> {
      if (!(await searches.remove(uid, id))) throw notFound(SAVED_SEARCH_NOT_FOUND_MESSAGE);
    },

    /** Every alert off (saved searches and favourites), or back on as each search's frequency says. */
    async setAlertsOff(uid: string, alertsOff: boolean): Promise<{ alertsOff: boolean }> {
      await account(uid);
      await clients.setAlertsOff(uid, alertsOff);
      await searches.setAllAlerting(uid, alertsOff);
      return { alertsOff };
    },
  };
}

export type SavedSearchService = ReturnType<typeof savedSearchService>;
