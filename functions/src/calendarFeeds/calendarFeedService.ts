import { createHash, createHmac, randomBytes } from 'node:crypto';
import { CALENDAR_FEED_PAST_DAYS, calendarFeedName, type CalendarFeedLink } from '@estate/domain';
import { calendarFeed, type CalendarSource } from '../platform';
import type { UserRepository } from '../staff';
import type { CalendarFeedRepository, StoredFeed } from './calendarFeedRepository';

export interface CalendarFeedDeps {
  feeds: CalendarFeedRepository;
  users: Pick<UserRepository, 'get'>;
  /** Every kind of event a member's feed shows (confirmed showings; open houses), composed by the composition root. */
  sources: readonly CalendarSource[];
  /** LINK_SIGNING_SECRET, read per use: the feed tokens are made with it. */
  secret: () => string;
  siteOrigin: string;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** What a feed token looks like: 43 base64url characters (an HMAC-SHA256). */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * docs/product/dashboard.md#showings-tab: each staff member's private calendar address. Its token is an HMAC
 * of the member and a random nonce under a key derived from LINK_SIGNING_SECRET for this purpose:
 * unguessable, shown again whenever they open the tab, and void once they reset it.
 */
export function calendarFeedService({ feeds, users, sources, secret, siteOrigin, now = () => new Date() }: CalendarFeedDeps) {
  const tokenOf = (uid: string, nonce: string) => {
    const value = secret();
    if (!value) throw new Error('LINK_SIGNING_SECRET is not set: calendar feeds cannot be made');
    const key = createHmac('sha256', value).update('calendar-feed/v1').digest();
    return createHmac('sha256', key).update(`${uid}.${nonce}`).digest('base64url');
  };
  const fresh = (uid: string) => {
    const nonce = randomBytes(16).toString('base64url');
    return { nonce, tokenHash: sha256(tokenOf(uid, nonce)) };
  };
  const linkOf = (uid: string, feed: StoredFeed): CalendarFeedLink => ({
    url: `${siteOrigin}/api/calendar/${tokenOf(uid, feed.nonce)}.ics`,
    createdAt: feed.createdAt.toISOString(),
  });

  return {
    /** The member's feed address, made the first time they ask. */
    link: async (uid: string) => linkOf(uid, await feeds.ensure(uid, () => fresh(uid))),

    /** A new address; the old one answers 404 from now on. */
    reset: async (uid: string) => linkOf(uid, await feeds.replace(uid, fresh(uid))),

    /** Voids the member's address (their deactivation); a new one is made if they ask again once reactivated. */
    revoke: (uid: string) => feeds.remove(uid),

    /** The iCalendar text of the feed with this token, from CALENDAR_FEED_PAST_DAYS ago on; undefined for no such feed. */
    async feed(token: string): Promise<string | undefined> {
      if (!FEED_TOKEN.test(token)) return undefined;
      const uid = await feeds.ownerOf(sha256(token));
      const member = uid && (await users.get(uid));
      if (!uid || !member || member.deactivatedAt) return undefined;
      const from = new Date(now().getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS);
      const events = (await Promise.all(sources.map((source) => source(uid, from)))).flat();
      events.sort((a, b) => a.start.getTime() - b.start.getTime());
      return calendarFeed(events, calendarFeedName(member.name));
    },
  };
}

export type CalendarFeedService = ReturnType<typeof calendarFeedService>;
