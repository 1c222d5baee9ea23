import type { LeadSource } from './leadSources';

/**
 * The emails a lead sets off and where each one stands. A lead is stored with its emails queued in
 * the mail outbox; they are sent afterwards by its trigger, never inside the visitor's request.
 */
export const LEAD_MAIL_STATES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type LeadMailState = (typeof LEAD_MAIL_STATES)[number];

/**
 * The agency's alert, the email the site promised the visitor (a report or a confirmation), and
 * the email to the staff member a lead is assigned to, queued again at each assignment.
 */
export const LEAD_MAILS = ['staffAlert', 'visitorEmail', 'assignment'] as const;
export type LeadMail = (typeof LEAD_MAILS)[number];

export const LEAD_MAIL_LABELS: Record<LeadMail, string> = {
  staffAlert: 'Staff alert',
  visitorEmail: 'Email to the visitor',
  assignment: 'Email to the assignee',
};

/** The emails a new lead may set off; the assignee's is queued by each assignment. */
export const NEW_LEAD_MAILS = ['staffAlert', 'visitorEmail'] as const satisfies readonly LeadMail[];

/** The sources whose visitor gets no email from the lead (the staff alert goes all the same). */
const NO_VISITOR_EMAIL: readonly LeadSource[] = ['showing_request', 'account', 'open_house', 'schedule_form'];

/**
 * The emails a new lead from this source sets off: the legacy showing form promised none to the
 * visitor, a client who opened an account got their sign-in link instead, a visitor checked in at
 * an open house is thanked by its own email, and the showing form's request is confirmed by the
 * showings module's own email (docs/product/showings.md#showings).
 */
export function leadMailsFor(source: LeadSource): LeadMail[] {
  return NO_VISITOR_EMAIL.includes(source) ? ['staffAlert'] : [...NEW_LEAD_MAILS];
}

export interface LeadMailDelivery {
  state: LeadMailState;
  /** Tries so far, failed ones included. */
  attempts: number;
  /** Why the last try failed (the mail server's answer), while queued for another or failed for good. */
  lastError?: string;
  /** Why it was never sent ('skipped'): VISITOR_EMAIL_LIMIT_REASON. */
  reason?: string;
  /** When it was accepted by the mail server, ISO 8601. */
  sentAt?: string;
  /**
   * When an assignment queued it, ISO 8601. It tells each assignment's email apart (the outbox
   * sends the one this assignment queued), and the sweep gives up a day after it.
   */
  queuedAt?: string;
}

export type LeadDelivery = Partial<Record<LeadMail, LeadMailDelivery>>;

/**
 * Waits between tries of one email, in seconds: a mail server that is down for a few minutes
 * loses nothing. Their sum stays inside the function's 540-second limit.
 */
export const LEAD_MAIL_RETRY_DELAYS_S = [2, 5, 15, 30, 60, 120, 240] as const;

/**
 * An email still unsent after its invocation's tries waits for the mail outbox's sweep
 * (retryQueuedMail), which tries it again this often, for this long after it was queued (a lead's
 * with the lead, an assignee's at the assignment).
 */
export const LEAD_MAIL_SWEEP_MINUTES = 15;
export const LEAD_MAIL_GIVE_UP_HOURS = 24;

/** Where new-lead alerts go until an admin sets the list in Settings (functions' LEAD_ALERT_RECIPIENTS). */
export const DEFAULT_LEAD_ALERT_RECIPIENT = 'leads@queencityestates.com';

/**
 * The visitor's email goes to an address nobody has verified, so a form could make the agency
 * write to anyone: at most this many go to one address a day (counted across every function
 * instance). Leads over it are stored and alert the staff all the same.
 */
export const VISITOR_EMAILS_PER_ADDRESS_PER_DAY = 3;
export const VISITOR_EMAIL_LIMIT_REASON = `This address already had ${VISITOR_EMAILS_PER_ADDRESS_PER_DAY} emails from the site today (the limit for addresses nobody has verified)`;
