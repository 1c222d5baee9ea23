import type { Showing, ShowingReminderKey, ShowingSide } from '@estate/domain';
import type { MailOutbox } from '../platform';
import { manageUrl, type ManageTickets } from './showingLinks';
import { showingEvent } from './showingEvent';
import { agentShowingMail, visitorShowingMail, type ShowingNews, type VisitorNews } from './showingMail';

export interface ShowingNoticeServiceDeps {
  outbox: Pick<MailOutbox, 'queue'>;
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
export function showingNoticeService({ outbox, tickets, siteOrigin, staffMember, alertRecipients }: ShowingNoticeServiceDeps) {
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

  return {
    /** A new booking: its agent hears of the request; the visitor's confirmation goes with the lead (SEQUENCE 0 too). */
    requested: (showing: Showing) => tell(showing, 'requested', `showing-${showing.id}-0`),

    /** A stored change: both sides hear of it. */
    changed: (after: Showing, news: VisitorNews, by?: ShowingSide) =>
      tell(after, news, `showing-${after.id}-${after.sequence}`, by ? { by } : {}),

    /** A reminder to both sides, once per reminder and start time. */
    reminder: (showing: Showing, reminder: ShowingReminderKey) =>
      tell(showing, 'reminder', `showing-${showing.id}-reminder-${reminder}-${Date.parse(showing.start)}`),
  };
}

export type ShowingNotices = ReturnType<typeof showingNoticeService>;
