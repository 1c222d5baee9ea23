import {
  FAVOURITE_ALERT_REASONS,
  listingChanges,
  listingMatchKeys,
  searchWantsChange,
  SENDING_FREQUENCIES,
  type AlertListing,
  type ListingChange,
  type SendingFrequency,
} from '@estate/domain';
import type { FavouriteRepository } from '../clients';
import { alertId, type AlertRepository, type NewAlert } from './alertRepository';
import type { SavedSearchRepository } from './savedSearchRepository';

export interface AlertServiceDeps {
  searches: Pick<SavedSearchRepository, 'candidates'>;
  alerts: Pick<AlertRepository, 'record'>;
  favourites: Pick<FavouriteRepository, 'holdersOf'>;
  now?: () => Date;
}

/** Which of two alerts for the same client and change is kept: the sooner one; a search's before a favourite's; then by search id. */
const rank = (alert: NewAlert) => SENDING_FREQUENCIES.indexOf(alert.frequency) * 2 + (alert.searchId === null ? 1 : 0);
const outranks = (alert: NewAlert, kept: NewAlert) =>
  rank(alert) < rank(kept) || (rank(alert) === rank(kept) && (alert.searchId ?? '') < (kept.searchId ?? ''));

const alertOf = (change: ListingChange, uid: string, searchId: string | null, frequency: SendingFrequency): NewAlert => {
  const { searchTerms: _searchTerms, Latitude: _latitude, Longitude: _longitude, ...listing } = change.listing;
  return {
    uid,
    searchId,
    listingId: listing.id,
    reason: change.reason,
    detail: change.detail,
    frequency,
    listing,
    ...(change.previousPrice === undefined ? {} : { previousPrice: change.previousPrice }),
    ...(change.previousStatus === undefined ? {} : { previousStatus: change.previousStatus }),
  };
};

/**
 * The alerts a listing's write sets off (docs/product/clients.md#saved-searches-and-alerts): its changes,
 * the searches that can match it (only those: one query by its match keys), the clients who keep
 * it; each client is owed each change once, recorded with the instant ones' emails, queued in the
 * mail outbox. Digests wait for 7:00.
 */
export function alertService({ searches, alerts, favourites, now = () => new Date() }: AlertServiceDeps) {
  return {
    /** Answers the alerts recorded and the instant emails queued. */
    async listingChanged(before: AlertListing | undefined, after: AlertListing | undefined): Promise<{ recorded: number; queued: number }> {
      const changes = listingChanges(before, after);
      if (!after || changes.length === 0) return { recorded: 0, queued: 0 };
      const [candidates, holders] = await Promise.all([
        searches.candidates(listingMatchKeys(after)),
        changes.some((change) => FAVOURITE_ALERT_REASONS.includes(change.reason)) ? favourites.holdersOf(after.id) : [],
      ]);

      const owed = new Map<string, NewAlert>();
      const owe = (alert: NewAlert) => {
        const id = alertId(alert);
        const kept = owed.get(id);
        if (!kept || outranks(alert, kept)) owed.set(id, alert);
      };
      for (const change of changes) {
        for (const search of candidates) {
          if (search.frequency !== 'off' && searchWantsChange(change, search))
            owe(alertOf(change, search.uid, search.id, search.frequency));
        }
        if (FAVOURITE_ALERT_REASONS.includes(change.reason)) for (const uid of new Set(holders)) owe(alertOf(change, uid, null, 'instant'));
      }
      if (owed.size === 0) return { recorded: 0, queued: 0 };
      const { recorded, queued } = await alerts.record([...owed.values()], now());
      return { recorded: recorded.length, queued };
    },
  };
}

export type AlertService = ReturnType<typeof alertService>;
