import type { Property, Showing, ShowingReminderKey, ShowingSide } from '@estate/domain';
import type { MailOutbox, VisitorMailbox } from '../platform';
import { manageUrl, type ManageTickets } from './showingLinks';
import { showingEvent } from './showingEvent';
import { agentShowingMail, visitorShowingMail, type ShowingNews, type VisitorNews } from './showingMail';
import { showingRequestMail, type ShowingRequestNews } from './showingRequestMail';

export interface ShowingNoticeServiceDeps {
  outbox: Pick<MailOutbox, 'queue' | 'get'>;
  /** The daily cap per mailbox that a request's confirmation, to an address typed in the form, counts against. */
  mailboxes: Pick<VisitorMailbox, 'take'>;
  tickets: ManageTickets;
  siteOrigin: string;
  /** A staff member's name and email; undefined when the account is gone. */
  staffMember: (uid: string) => Promise<{ name: string; email: string } | undefined>;
  /** Who hears of a booking nobody has: the lead alert recipients (Settings). */
  alertRecipients: () => Promise<string[]>;
}

/**
 * The emails a booking's news sets off once it is stored, one to each side (queued, never sent in
 * the request; keyed by the booking and its SEQUENCE, so a retry queues each once), both carrying
 * the same calendar event.
 */
/** A new showing request: what the visitor asked for, the listing as a visitor may read it (none: a consultation) and the booking it made. */
export interface NewShowingRequest {
  request: ShowingRequestNews;
  property?: Property;
  showing?: Showing;
}

export function showingNoticeService({ outbox, mailboxes, tickets, siteOrigin, staffMember, alertRecipients }: ShowingNoticeServiceDeps) {
  async function tell(showing: Showing, news: ShowingNews, key: string, extra: { by?: ShowingSide } = {}) {
    const agent = showing.agentKey ? await staffMember(showing.agentKey) : undefined;
    const input = { showing, event: showingEvent(showing, siteOrigin, agent), siteOrigin, ...extra };
    const link = (side: ShowingSide) => manageUrl(tickets, siteOrigin, { showingId: showing.id, side });
    const to = agent ? [agent.email] : await alertRecipients();
    await Promise.all([
      // A visitor who deleted their account left no address: only the agent hears of the booking.
      news === 'requested' || !showing.visitor.email
        ? undefined
        : outbox.queue(visitorShowingMail({ ...input, news: news as VisitorNews, manageUrl: link('visitor') }), `${key}-visitor`),
      outbox.queue(agentShowingMail({ ...input, news, manageUrl: link('agent') }, to), `${key}-agent`),
    ]);
  }

  /**
   * The visitor's confirmation of their request, queued once (a retry finds it queued), within
   * their mailbox's daily share; answers whether they have it.
   */
  async function confirm({ request, property, showing }: NewShowingRequest, key: string): Promise<boolean> {
    if (await outbox.get(key)) return true;
    if (!(await mailboxes.take(request.email))) return false;
    const link = showing && manageUrl(tickets, siteOrigin, { showingId: showing.id, side: 'visitor' });
    await outbox.queue(showingRequestMail(request, property, siteOrigin, link), key);
    return true;
  }

  return {
    /**
     * A new request: the visitor's confirmation and, with a booking, its agent's notice, both the
     * calendar event's SEQUENCE 0. Answers whether the visitor has their confirmation (false: their
     * mailbox had its day's share).
     */
    async requested(news: NewShowingRequest): Promise<boolean> {
      const key = `showing-${news.request.id}-0`;
      const [confirmed] = await Promise.all([confirm(news, `${key}-visitor`), news.showing && tell(news.showing, 'requested', key)]);
      return confirmed;
    },

    /** A stored change: both sides hear of it. */
    changed: (after: Showing, news: VisitorNews, by?: ShowingSide) =>
      tell(after, news, `showing-${after.id}-${after.sequence}`, by ? { by } : {}),

    /** A reminder to both sides, once per reminder and start time. */
    reminder: (showing: Showing, reminder: ShowingReminderKey) =>
      tell(showing, 'reminder', `showing-${showing.id}-reminder-${reminder}-${Date.parse(showing.start)}`),
  };
}

export type ShowingNotices = ReturnType<typeof showingNoticeService>;
