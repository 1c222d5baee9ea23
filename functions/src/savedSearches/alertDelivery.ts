import {
  BACKGROUND_QUEUES,
  clientReader,
  isShownTo,
  LOG_EVENTS,
  savedSearchQuery,
  type Property,
  type SendingFrequency,
} from '@estate/domain';
import type { ClientRepository } from '../clients';
import { type ErrorLogger, logQueueLag, MailError, type MailTransport } from '../platform';
import type { AlertRepository, StoredAlert } from './alertRepository';
import { alertMail } from './alertMail';
import type { SavedSearchRepository } from './savedSearchRepository';
import type { UnsubscribeTokens } from './unsubscribeToken';

export interface AlertDeliveryDeps {
  alerts: AlertRepository;
  searches: Pick<SavedSearchRepository, 'get'>;
  clients: Pick<ClientRepository, 'get'>;
  /** The listings as they are now, for the listing gate at send time. */
  properties: { find(id: string): Promise<Property | null> };
  /** The private listings a client is invited to see now (privateListings' access records). */
  invitations: { approvedFor(uid: string): Promise<Set<string>> };
  transport: MailTransport;
  tokens: UnsubscribeTokens;
  siteOrigin: string;
  logger: ErrorLogger & { info(message: string, details: Record<string, unknown>): void };
  /** Seconds to wait before each further try within one run (the trigger's; the schedules try once). */
  retryDelaysS?: readonly number[];
  now?: () => Date;
}

/** How long a sender holds the alerts it took: longer than the trigger's and the sweep's timeout (120 s). */
export const INSTANT_LEASE_MS = 3 * 60_000;
/** A digest's run holds its alerts as long as the schedule may run (540 s), and more. */
export const DIGEST_LEASE_MS = 15 * 60_000;
/** Tries before an alert is given up (the sweep comes back every minute, for about half an hour). */
export const ALERT_MAX_ATTEMPTS = 30;

const wait = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** Alerts by client and search (a favourite's by client): one email each. */
function byEmail(alerts: StoredAlert[]): StoredAlert[][] {
  const groups = new Map<string, StoredAlert[]>();
  for (const alert of alerts) {
    const key = `${alert.uid}/${alert.searchId ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  return [...groups.values()];
}

/**
 * Sends alerts the caller has taken (recorded by the trigger, or claimed by the sweep or a
 * digest), one email per client and search, checking first that they are still wanted: an
 * account deleted, every alert turned off, a search deleted or switched off drops them; a search
 * moved to another digest files them there. A mail server that cannot be reached is tried again
 * after each of `retryDelaysS`, then left for the next sweep or digest; a refusal is final.
 */
export function alertDelivery({
  alerts,
  searches,
  clients,
  properties,
  invitations,
  transport,
  tokens,
  siteOrigin,
  logger,
  retryDelaysS = [],
  now = () => new Date(),
}: AlertDeliveryDeps) {
  /**
   * The alerts whose listing the client may see now, through the listing gate: a listing that
   * turned private, left the market or was deleted since the change, or whose invitation was
   * revoked, is dropped from the email (and the alert settled as dropped).
   */
  async function stillShown(uid: string, group: StoredAlert[]): Promise<StoredAlert[]> {
    const ids = [...new Set(group.map((alert) => alert.listingId))];
    const [reader, listings] = await Promise.all([
      invitations.approvedFor(uid).then((invited) => clientReader(uid, invited)),
      Promise.all(ids.map((id) => properties.find(id))),
    ]);
    const shown = new Set(listings.flatMap((listing) => (listing && isShownTo(listing, reader) ? [listing.id] : [])));
    const [kept, hidden] = [group.filter((alert) => shown.has(alert.listingId)), group.filter((alert) => !shown.has(alert.listingId))];
    if (hidden.length > 0) await alerts.settle(hidden, { state: 'dropped' });
    return kept;
  }

  async function send(taken: StoredAlert[], frequency: SendingFrequency): Promise<'sent' | 'dropped' | 'refiled' | 'later' | 'failed'> {
    const { uid, searchId } = taken[0]!;
    const client = await clients.get(uid);
    const search = searchId ? await searches.get(uid, searchId) : undefined;
    if (!client || client.alertsOff || (searchId && !search) || search?.frequency === 'off') {
      await alerts.settle(taken, { state: 'dropped' });
      return 'dropped';
    }
    if (search && search.frequency !== frequency && search.frequency !== 'instant') {
      await alerts.refile(taken, search.frequency);
      return 'refiled';
    }
    const group = await stillShown(uid, taken);
    if (group.length === 0) return 'dropped';
    const all = tokens.sign({ scope: 'all', uid });
    const message = alertMail({
      to: client.email,
      alerts: group,
      ...(search ? { search: { name: search.name, query: savedSearchQuery(search.filters) } } : {}),
      frequency,
      siteOrigin,
      tokens: { one: search ? tokens.sign({ scope: 'search', uid, searchId: search.id }) : all, all },
    });
    for (let tries = 0; ; tries += 1) {
      try {
        await transport.send(message);
        await alerts.settle(group, { state: 'sent', at: now() });
        return 'sent';
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        const delay = retryDelaysS[tries];
        const attempts = group[0]!.attempts + tries + 1;
        if ((error instanceof MailError && error.permanent) || (delay === undefined && attempts >= ALERT_MAX_ATTEMPTS)) {
          await alerts.settle(group, { state: 'failed', lastError });
          logger.error(`An alert email to client ${uid} failed`, {
            event: LOG_EVENTS.mailFailed,
            uid,
            searchId,
            attempts,
            reason: lastError,
          });
          return 'failed';
        }
        if (delay === undefined) {
          // Due again after this run: the next sweep (instant) or digest takes it.
          await alerts.settle(group, { state: 'pending', dueAt: new Date(now().getTime() + 1000), lastError });
          logger.info(`An alert email to client ${uid} waits for the next run`, { uid, searchId, attempts, reason: lastError });
          return 'later';
        }
        await wait(delay);
      }
    }
  }

  const sendAll = async (taken: StoredAlert[], frequency: SendingFrequency) => {
    const outcomes = await Promise.all(byEmail(taken).map((group) => send(group, frequency)));
    return outcomes.filter((outcome) => outcome === 'sent').length;
  };

  return {
    /** The alerts a trigger has just recorded (taken by it): sent at once. Answers the emails sent. */
    sendTaken: (taken: StoredAlert[]) => sendAll(taken, 'instant'),

    /**
     * The pending alerts of `frequency` that are due, up to `limit` at a time until none is left:
     * the instant sweep, or a digest. Answers the emails sent.
     */
    async sendDue(frequency: SendingFrequency, limit: number): Promise<number> {
      const started = now();
      const lease = frequency === 'instant' ? INSTANT_LEASE_MS : DIGEST_LEASE_MS;
      let sent = 0;
      for (let page = 0; ; page += 1) {
        const due = await alerts.due(frequency, started, limit);
        // The first page holds those due longest. Digests wait for their hour by design: only instant alerts lag.
        if (page === 0 && frequency === 'instant')
          logQueueLag(
            logger,
            BACKGROUND_QUEUES.instantAlerts,
            due.map((alert) => alert.createdAt),
            started,
          );
        if (due.length === 0) return sent;
        // Taken one email's alerts at a time, so that a concurrent run takes whole emails too.
        for (const group of byEmail(due)) {
          const taken = await alerts.claim(
            group.map((alert) => alert.id),
            started,
            new Date(now().getTime() + lease),
          );
          if (taken.length > 0) sent += await sendAll(taken, frequency);
        }
      }
    },
  };
}

export type AlertDelivery = ReturnType<typeof alertDelivery>;
