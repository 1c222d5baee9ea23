import { AGENCY } from '../shared/agency';

/**
 * docs/product/showings.md#showings: a showing request with a property and a slot becomes a booking
 * (showings/{id}, the id of the lead it came with), which the agent confirms, declines or moves,
 * and which either side may cancel or move from their email's link until shortly before it starts.
 */

export const SHOWING_STATUSES = ['requested', 'proposed', 'confirmed', 'declined', 'cancelled'] as const;
export type ShowingStatus = (typeof SHOWING_STATUSES)[number];

/** A booking that still holds its slot. */
export const ACTIVE_SHOWING_STATUSES = ['requested', 'proposed', 'confirmed'] as const satisfies readonly ShowingStatus[];
export const isActiveShowing = (status: ShowingStatus) => (ACTIVE_SHOWING_STATUSES as readonly ShowingStatus[]).includes(status);

export const SHOWING_STATUS_LABELS: Readonly<Record<ShowingStatus, string>> = {
  requested: 'Requested',
  proposed: 'New time proposed',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** Who holds a manage link: the visitor who asked, or the showing agent. */
export type ShowingSide = 'visitor' | 'agent';

/** A booking as the API answers it (instants in ISO 8601). */
export interface Showing {
  id: string;
  leadId: string;
  propertyId: string;
  listingTitle: string;
  listingAddress: string;
  /** The showing agent's uid; absent: nobody's, any staff member may act on it. */
  agentKey?: string;
  start: string;
  end: string;
  status: ShowingStatus;
  /** The calendar event's SEQUENCE: 0 when requested, one more with every change. */
  sequence: number;
  visitor: { name: string; email: string; phone?: string };
  /** The agent's note with a decline. */
  note?: string;
  createdAt: string;
  updatedAt: string;
}

/** Up to this long before the start, either side may cancel or move the showing from their link. */
export const SHOWING_CHANGE_CUTOFF_MINUTES = 120;

/** The reminders of a confirmed showing, each sent once to both sides. */
export const SHOWING_REMINDERS = [
  { key: '24h', minutesBefore: 24 * 60 },
  { key: '2h', minutesBefore: 2 * 60 },
] as const;
export type ShowingReminderKey = (typeof SHOWING_REMINDERS)[number]['key'];

/** How often the reminder schedule runs (production; `npm run visits:due` locally). */
export const SHOWING_REMINDER_SWEEP_MINUTES = 15;

/** The one calendar UID of a booking, in every email to either side, so calendars update one event. */
export const showingUid = (id: string) => `showing-${id}@queencityestates.com`;

/** Where a manage link lands (a browser-rendered page, never cached). */
export const SHOWING_MANAGE_PATH = '/showings/manage';

/** What the API answers and the pages say. */
export const SHOWING_TEXTS = {
  notFound: 'Showing not found',
  notYours: "Only the showing's agent, the lead's owner or an admin may act on this showing",
  invalidLink: 'This link is not valid. Please use the link in the latest email about your showing.',
  tooLate: `This showing starts in less than 2 hours, so it can no longer be changed online. Please call us at ${AGENCY.phone}.`,
  started: 'This showing has already started.',
  over: 'This showing was cancelled or declined: there is nothing more to change.',
  notRequested: 'Only a requested showing can be confirmed by the agent.',
  notProposed: 'There is no proposed time to confirm.',
  notDeclinable: 'Only a requested showing, or one with a proposed time, can be declined.',
  sameTime: 'The showing is already at this time. Please choose another.',
  noSuchListing: 'This home is not on the site any more. Please choose another.',
  confirmed: 'Showing confirmed',
  declined: 'Showing declined',
  proposed: 'New time proposed',
  cancelled: 'Your showing is cancelled.',
  rescheduled: 'Your showing has a new time.',
  accepted: 'Your showing is confirmed.',
} as const;

/** What the agent may decide in the dashboard, by the booking's status. */
export type AgentDecision = 'confirm' | 'decline' | 'propose';
const AGENT_DECISIONS: Readonly<Record<ShowingStatus, readonly AgentDecision[]>> = {
  requested: ['confirm', 'decline', 'propose'],
  proposed: ['decline', 'propose'],
  confirmed: ['propose'],
  declined: [],
  cancelled: [],
};
export const agentDecisions = (status: ShowingStatus): readonly AgentDecision[] => AGENT_DECISIONS[status];

/** What a manage link lets its holder do, by side and status (until the cut-off). */
export type ManageAction = 'confirm' | 'cancel' | 'reschedule';
export function manageActions(side: ShowingSide, status: ShowingStatus): ManageAction[] {
  if (!isActiveShowing(status)) return [];
  return side === 'visitor' && status === 'proposed' ? ['confirm', 'cancel', 'reschedule'] : ['cancel', 'reschedule'];
}

/** GET /api/showings/manage?token=: the booking as its link's holder sees it, and what they may do now. */
export interface ShowingManageView {
  side: ShowingSide;
  showing: Pick<Showing, 'id' | 'propertyId' | 'listingTitle' | 'listingAddress' | 'start' | 'end' | 'status' | 'note'>;
  actions: ManageAction[];
  /** Why nothing can be changed online any more (too late, over), when that is so. */
  closed?: string;
}
