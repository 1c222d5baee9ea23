import {
  agencyDayBounds,
  agencyToday,
  agentDecisions,
  DEFAULT_SHOWING_HOURS,
  formatShowingStart,
  isActiveShowing,
  manageActions,
  SHOWING_CHANGE_CUTOFF_MINUTES,
  SHOWING_TEXTS,
  slotProblem,
  SLOT_JUST_TAKEN,
  SLOT_REFUSALS,
  slotStart,
  type AgentDecision,
  type Lead,
  type ManageAction,
  type Role,
  type Showing,
  type ShowingManageView,
  type ShowingSide,
  type ShowingStatus,
  type ShowingTimeInput,
} from '@estate/domain';
import type { FeedbackRequests } from '../visitFeedback';
import type { LeadRepository } from '../leads';
import { badRequest, conflict, forbidden, notFound } from '../platform';
import type { UserRepository } from '../staff';
import type { AvailabilityRepository } from './availabilityRepository';
import type { ManageTickets } from './showingLinks';
import { followFeedback } from './showingFeedback';
import type { VisitorNews } from './showingMail';
import type { ShowingNotices } from './showingNoticeService';
import type { ShowingChange, ShowingRepository } from './showingRepository';

export interface StaffMember {
  uid: string;
  role: Role;
}

/** A booking on the lead's panel: whether the viewer may act on it, and what they may decide now. */
export interface ShowingPanel {
  showing: Showing;
  mayAct: boolean;
  decisions: readonly AgentDecision[];
}

export interface ShowingServiceDeps {
  showings: ShowingRepository;
  availability: Pick<AvailabilityRepository, 'get'>;
  leads: Pick<LeadRepository, 'get'>;
  users: Pick<UserRepository, 'get'>;
  notices: Pick<ShowingNotices, 'changed'>;
  feedback: FeedbackRequests;
  tickets: ManageTickets;
  now?: () => Date;
}

/** How many of a member's upcoming bookings the Showings tab lists (and as many unassigned ones). */
export const UPCOMING_LIMIT = 100;

const CUTOFF_MS = SHOWING_CHANGE_CUTOFF_MINUTES * 60_000;
/** Requested first (they wait on the agent), then proposed, then confirmed; soonest first within each. */
const STATUS_ORDER: Record<ShowingStatus, number> = { requested: 0, proposed: 1, confirmed: 2, declined: 3, cancelled: 4 };

/**
 * docs/product/showings.md#showings: the agent's decisions on a booking (from the lead's panel), each side's
 * changes from their manage link, and the Showings tab's list. Only the showing's agent, the lead's
 * owner or an admin may decide; a booking nobody has is any staff member's.
 */
export function showingService({
  showings,
  availability,
  leads,
  users,
  notices,
  feedback,
  tickets,
  now = () => new Date(),
}: ShowingServiceDeps) {
  const mayAct = (staff: StaffMember, showing: Showing, lead: Lead | undefined) =>
    staff.role === 'admin' || !showing.agentKey || showing.agentKey === staff.uid || lead?.ownerId === staff.uid;

  /** The booking and its lead, when `staff` may act on it (403 otherwise). */
  const actionable = async (id: string, staff: StaffMember) => {
    const showing = await showings.get(id);
    if (!showing) throw notFound(SHOWING_TEXTS.notFound);
    if (!mayAct(staff, showing, await leads.get(showing.leadId))) throw forbidden(SHOWING_TEXTS.notYours);
    return showing;
  };

  const actor = async (staff: StaffMember) => ({ actorId: staff.uid, actorName: (await users.get(staff.uid))?.name ?? staff.uid });

  /** A new start, free in the showing agent's hours (400 otherwise; whether a booking holds it is checked in the transaction). */
  const newStart = async (showing: Showing, { date, time }: ShowingTimeInput) => {
    const start = slotStart(date, time);
    if (!start) throw badRequest('Please select a date');
    if (start.getTime() === Date.parse(showing.start)) throw badRequest(SHOWING_TEXTS.sameTime);
    const hours = showing.agentKey ? await availability.get(showing.agentKey) : { hours: DEFAULT_SHOWING_HOURS, blocked: [] };
    const problem = slotProblem(start, hours, now());
    if (problem) throw badRequest(SLOT_REFUSALS[problem]);
    return start;
  };

  /** Applies a change, then tells both sides, and the feedback request follows. */
  async function apply(id: string, decide: (showing: Showing) => ShowingChange, news: VisitorNews, by?: ShowingSide) {
    const changed = await showings.change(id, decide);
    if (changed === 'gone') throw notFound(SHOWING_TEXTS.notFound);
    if (changed === 'slotTaken') throw conflict(SLOT_JUST_TAKEN);
    const { before, after } = changed;
    await notices.changed(after, news, by);
    await followFeedback(feedback, before, after);
    return after;
  }

  const decided = (showing: Showing, decision: AgentDecision) => {
    if (!isActiveShowing(showing.status)) throw conflict(SHOWING_TEXTS.over);
    if (Date.parse(showing.start) <= now().getTime()) throw conflict(SHOWING_TEXTS.started);
    if (!agentDecisions(showing.status).includes(decision)) {
      throw conflict(decision === 'confirm' ? SHOWING_TEXTS.notRequested : SHOWING_TEXTS.notDeclinable);
    }
  };

  /** The holder of a manage link may do `action` now: the booking is going ahead and starts in more than 2 hours. */
  const allowed = (showing: Showing, side: ShowingSide, action: ManageAction) => {
    const closed = closedReason(showing);
    if (closed) throw conflict(closed);
    if (!manageActions(side, showing.status).includes(action)) throw conflict(SHOWING_TEXTS.notProposed);
  };
  const closedReason = (showing: Showing) => {
    if (!isActiveShowing(showing.status)) return SHOWING_TEXTS.over;
    if (Date.parse(showing.start) - CUTOFF_MS <= now().getTime()) return SHOWING_TEXTS.tooLate;
    return undefined;
  };

  /** The booking a manage link names (400 for a link that is not one of ours). */
  const ticketed = async (token: unknown) => {
    const ticket = tickets.verify(token);
    const showing = ticket && (await showings.get(ticket.showingId));
    if (!ticket || !showing) throw badRequest(SHOWING_TEXTS.invalidLink);
    return { showing, side: ticket.side };
  };
  const sideName = (side: ShowingSide) => (side === 'visitor' ? 'The visitor' : "The showing's agent");

  return {
    /** GET /api/showings/:id (a booking's id is its lead's): for whoever may act on it, or see its lead. */
    async panel(id: string, staff: StaffMember): Promise<ShowingPanel> {
      const showing = await showings.get(id);
      if (!showing) throw notFound(SHOWING_TEXTS.notFound);
      const lead = await leads.get(showing.leadId);
      const acts = mayAct(staff, showing, lead);
      // Agents see their own and the unassigned leads: a booking is theirs to see with its lead.
      if (!acts && lead?.ownerId) throw notFound(SHOWING_TEXTS.notFound);
      return { showing, mayAct: acts, decisions: acts ? agentDecisions(showing.status) : [] };
    },

    async confirm(id: string, staff: StaffMember): Promise<Showing> {
      await actionable(id, staff);
      const by = await actor(staff);
      return apply(
        id,
        (showing) => {
          decided(showing, 'confirm');
          return { status: 'confirmed', activity: { ...by, detail: `Showing confirmed for ${formatShowingStart(showing.start)}` } };
        },
        'confirmed',
      );
    },

    async decline(id: string, staff: StaffMember, note?: string): Promise<Showing> {
      await actionable(id, staff);
      const by = await actor(staff);
      return apply(
        id,
        (showing) => {
          decided(showing, 'decline');
          const detail = `Showing of ${formatShowingStart(showing.start)} declined${note ? `: ${note}` : ''}`;
          return { status: 'declined', ...(note ? { note } : {}), activity: { ...by, detail } };
        },
        'declined',
      );
    },

    async propose(id: string, staff: StaffMember, time: ShowingTimeInput): Promise<Showing> {
      const current = await actionable(id, staff);
      const [start, by] = await Promise.all([newStart(current, time), actor(staff)]);
      return apply(
        id,
        (showing) => {
          decided(showing, 'propose');
          return { status: 'proposed', start, activity: { ...by, detail: `New time proposed: ${formatShowingStart(start)}` } };
        },
        'proposed',
      );
    },

    /** GET /api/showings/manage: the booking as the link's holder sees it. */
    async view(token: unknown): Promise<ShowingManageView> {
      const { showing, side } = await ticketed(token);
      const closed = closedReason(showing);
      const { id, propertyId, listingTitle, listingAddress, start, end, status, note } = showing;
      return {
        side,
        showing: { id, propertyId, listingTitle, listingAddress, start, end, status, ...(note ? { note } : {}) },
        actions: closed ? [] : manageActions(side, status),
        ...(closed ? { closed } : {}),
      };
    },

    /** The visitor accepts the agent's proposed time. */
    async accept(token: unknown): Promise<Showing> {
      const { showing: current, side } = await ticketed(token);
      allowed(current, side, 'confirm');
      return apply(
        current.id,
        (showing) => {
          allowed(showing, side, 'confirm');
          return {
            status: 'confirmed',
            activity: { detail: `The visitor confirmed the proposed time: ${formatShowingStart(showing.start)}` },
          };
        },
        'confirmed',
        side,
      );
    },

    async cancel(token: unknown): Promise<Showing> {
      const { showing: current, side } = await ticketed(token);
      allowed(current, side, 'cancel');
      return apply(
        current.id,
        (showing) => {
          allowed(showing, side, 'cancel');
          return {
            status: 'cancelled',
            activity: { detail: `${sideName(side)} cancelled the showing of ${formatShowingStart(showing.start)}` },
          };
        },
        'cancelled',
        side,
      );
    },

    /**
     * Moves the booking to another free hour, freeing the old one, in one transaction. It keeps its
     * status, except that the visitor answering a proposal with another time asks anew (requested),
     * and the agent moving a request proposes the time to the visitor (proposed).
     */
    async reschedule(token: unknown, time: ShowingTimeInput): Promise<Showing> {
      const { showing: current, side } = await ticketed(token);
      allowed(current, side, 'reschedule');
      const start = await newStart(current, time);
      return apply(
        current.id,
        (showing) => {
          allowed(showing, side, 'reschedule');
          const status: ShowingStatus =
            side === 'visitor' && showing.status === 'proposed'
              ? 'requested'
              : side === 'agent' && showing.status === 'requested'
                ? 'proposed'
                : showing.status;
          return {
            status,
            start,
            activity: {
              detail: `${sideName(side)} moved the showing from ${formatShowingStart(showing.start)} to ${formatShowingStart(start)}`,
            },
          };
        },
        'rescheduled',
        side,
      );
    },

    /** The Showings tab: the member's bookings from today on and the unassigned ones, requested first. */
    async upcoming(staff: StaffMember): Promise<Showing[]> {
      const from = agencyDayBounds(agencyToday(now()))!.start;
      const [mine, nobodys] = await Promise.all([
        showings.upcoming(staff.uid, from, UPCOMING_LIMIT),
        showings.upcoming(null, from, UPCOMING_LIMIT),
      ]);
      return [...mine, ...nobodys].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.start.localeCompare(b.start));
    },
  };
}

export type ShowingService = ReturnType<typeof showingService>;
