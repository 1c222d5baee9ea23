import { clientReader, isShownTo, savedSearchQuery, type Property } from '@estate/domain';
import type { ClientRepository } from '../clients';
import type { MailWriter, OutgoingMail } from '../platform';
import type { AlertLetterParams } from './alertLetter';
import { alertMail } from './alertMail';
import type { AlertRepository, StoredAlert } from './alertRepository';
import type { SavedSearchRepository } from './savedSearchRepository';
import type { UnsubscribeTokens } from './unsubscribeToken';

export interface AlertMailWriterDeps {
  alerts: Pick<AlertRepository, 'getMany' | 'settle' | 'refile'>;
  searches: Pick<SavedSearchRepository, 'get'>;
  clients: Pick<ClientRepository, 'get'>;
  /** The listings as they are now, for the listing gate at send time (an MLS listing with its disclaimer filled in). */
  properties: { find(id: string): Promise<Property | null> };
  /** The private listings a client is invited to see now (privateListings' access records). */
  invitations: { approvedFor(uid: string): Promise<Set<string>> };
  tokens: UnsubscribeTokens;
  siteOrigin: string;
}

const paramsOf = (params: Record<string, string | string[]>) => params as unknown as AlertLetterParams;

/**
 * The writer of alert emails for the mail outbox's sender (alertLetter.ts queues them): one email
 * per client and search, written when it is sent from the alerts still pending, after checking
 * that they are still wanted: an account deleted, every alert turned off, a search deleted or
 * switched off drops them; a search moved to another digest files them there; a listing the client
 * may no longer see (docs/architecture.md#the-listing-gate) leaves the email. Each try is recorded on
 * the alerts (sent, failed, or tried once more).
 */
export function alertMailWriter({
  alerts,
  searches,
  clients,
  properties,
  invitations,
  tokens,
  siteOrigin,
}: AlertMailWriterDeps): MailWriter {
  const pending = async (ids: string[]) => (await alerts.getMany(ids)).filter((alert) => alert.state === 'pending');

  /**
   * The alerts whose listing the client may see now, through the listing gate: a listing that
   * turned private, left the market or was deleted since the change, or whose invitation was
   * revoked, is dropped from the email (and the alert settled as dropped).
   */
  async function stillShown(uid: string, group: StoredAlert[]): Promise<{ kept: StoredAlert[]; disclaimers: string[] }> {
    const ids = [...new Set(group.map((alert) => alert.listingId))];
    const [reader, listings] = await Promise.all([
      invitations.approvedFor(uid).then((invited) => clientReader(uid, invited)),
      Promise.all(ids.map((id) => properties.find(id))),
    ]);
    const shown = new Set(listings.flatMap((listing) => (listing && isShownTo(listing, reader) ? [listing.id] : [])));
    const [kept, hidden] = [group.filter((alert) => shown.has(alert.listingId)), group.filter((alert) => !shown.has(alert.listingId))];
    if (hidden.length > 0) await alerts.settle(hidden, { state: 'dropped' });
    // The MLS's disclaimer, with its last sync's time, goes wherever its listings do (docs/product/mls.md#display).
    const disclaimers = listings.flatMap((listing) =>
      listing && shown.has(listing.id) && listing.mls?.disclaimer ? [listing.mls.disclaimer] : [],
    );
    return { kept, disclaimers: [...new Set(disclaimers)] };
  }

  return {
    async compose(letter): Promise<OutgoingMail | undefined> {
      const { ids, frequency } = paramsOf(letter);
      const taken = await pending(ids);
      if (taken.length === 0) return undefined;
      const { uid, searchId } = taken[0]!;
      const client = await clients.get(uid);
      const search = searchId ? await searches.get(uid, searchId) : undefined;
      if (!client || client.alertsOff || (searchId && !search) || search?.frequency === 'off') {
        await alerts.settle(taken, { state: 'dropped' });
        return undefined;
      }
      if (search && search.frequency !== frequency && search.frequency !== 'instant') {
        await alerts.refile(taken, search.frequency);
        return undefined;
      }
      const { kept: group, disclaimers } = await stillShown(uid, taken);
      if (group.length === 0) return undefined;
      const all = tokens.sign({ scope: 'all', uid });
      return alertMail({
        to: client.email,
        alerts: group,
        ...(search ? { search: { name: search.name, query: savedSearchQuery(search.filters) } } : {}),
        frequency,
        siteOrigin,
        disclaimers,
        tokens: { one: search ? tokens.sign({ scope: 'search', uid, searchId: search.id }) : all, all },
      });
    },

    async record(letter, outcome) {
      const group = await pending(paramsOf(letter).ids);
      if (group.length === 0) return false;
      await alerts.settle(
        group,
        outcome.state === 'sent'
          ? { state: 'sent', at: outcome.at }
          : outcome.state === 'failed'
            ? { state: 'failed', lastError: outcome.lastError }
            : { state: 'pending', lastError: outcome.lastError },
      );
      return true;
    },

    describe(letter) {
      const { ids, frequency } = paramsOf(letter);
      return `The ${frequency} alert email of ${ids.length} alert(s)`;
    },
  };
}
