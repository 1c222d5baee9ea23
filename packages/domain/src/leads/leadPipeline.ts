import type { LeadMail } from './leadMail';

/** Where a lead stands in the agency's pipeline, in order; every lead starts as New. */
export const LEAD_STATUSES = ['New', 'Contacted', 'Qualified', 'Showing scheduled', 'Offer', 'Won', 'Lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const NEW_LEAD_STATUS: LeadStatus = 'New';

/** A lead still being worked: what a deactivated agent's successor takes over (docs/product/dashboard.md#users). */
export const OPEN_LEAD_STATUSES = LEAD_STATUSES.filter((status) => status !== 'Won' && status !== 'Lost');

export const isLeadStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);

/** A note a staff member wrote on a lead. */
export interface LeadNote {
  id: string;
  text: string;
  authorId: string;
  authorName: string;
  /** ISO 8601. */
  createdAt: string;
}

/** showing, open_house, feedback, valuation and cma: what happened to the lead's showings, open-house visits, home valuation and CMAs, told in `detail`. */
export const LEAD_ACTIVITY_TYPES = [
  'received',
  'email_sent',
  'email_failed',
  'status_changed',
  'owner_changed',
  'note_added',
  'showing',
  'open_house',
  'feedback',
  'valuation',
  'cma',
] as const;
export type LeadActivityType = (typeof LEAD_ACTIVITY_TYPES)[number];

/** One event in a lead's timeline, oldest first. */
export interface LeadActivity {
  type: LeadActivityType;
  /** ISO 8601. */
  at: string;
  /** The staff member who did it (status, owner, note). */
  actorId?: string;
  actorName?: string;
  /** The email sent or failed. */
  mail?: LeadMail;
  /** A status or owner before and after the change (owner: the account id, absent when none). */
  from?: string;
  to?: string;
  /** Why an email failed, or the note's text. */
  detail?: string;
}
