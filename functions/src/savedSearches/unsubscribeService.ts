import { UNSUBSCRIBE_INVALID_MESSAGE, UNSUBSCRIBE_MESSAGES, type UnsubscribePreview } from '@estate/domain';
import type { ClientRepository } from '../clients';
import { badRequest } from '../platform';
import type { SavedSearchRepository } from './savedSearchRepository';
import type { UnsubscribeScope, UnsubscribeTokens } from './unsubscribeToken';

export interface UnsubscribeServiceDeps {
  tokens: UnsubscribeTokens;
  searches: Pick<SavedSearchRepository, 'get' | 'update' | 'setAllAlerting'>;
  clients: Pick<ClientRepository, 'get' | 'setAlertsOff'>;
}

/**
 * The emails' unsubscribe links, which work without signing in: the signed token says whose
 * alerts and which. `preview` changes nothing (a link scanner that follows the link unsubscribes
 * nobody); `apply` is the one-click POST and the confirmation page's button.
 */
export function unsubscribeService({ tokens, searches, clients }: UnsubscribeServiceDeps) {
  const scopeOf = (token: unknown): UnsubscribeScope => {
    const scope = tokens.verify(token);
    if (!scope) throw badRequest(UNSUBSCRIBE_INVALID_MESSAGE);
    return scope;
  };

  return {
    async preview(token: unknown): Promise<UnsubscribePreview> {
      const scope = scopeOf(token);
      if (scope.scope === 'all') return { scope: 'all', message: UNSUBSCRIBE_MESSAGES.allPreview };
      const search = await searches.get(scope.uid, scope.searchId);
      if (!search) return { scope: 'search', message: UNSUBSCRIBE_MESSAGES.searchGone };
      return { scope: 'search', searchName: search.name, message: UNSUBSCRIBE_MESSAGES.searchPreview(search.name) };
    },

    /** Turns the search's alerts off (its frequency becomes off), or every alert of the client. */
    async apply(token: unknown): Promise<{ message: string }> {
      const scope = scopeOf(token);
      if (scope.scope === 'all') {
        // An account deleted since has nothing left to stop.
        if (await clients.get(scope.uid)) {
          await clients.setAlertsOff(scope.uid, true);
          await searches.setAllAlerting(scope.uid, true);
        }
        return { message: UNSUBSCRIBE_MESSAGES.allDone };
      }
      const search = await searches.update(scope.uid, scope.searchId, { frequency: 'off', alerting: false });
      return { message: search ? UNSUBSCRIBE_MESSAGES.searchDone(search.name) : UNSUBSCRIBE_MESSAGES.searchGone };
    },
  };
}

export type UnsubscribeService = ReturnType<typeof unsubscribeService>;
