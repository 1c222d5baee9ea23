/**
 * docs/product/dashboard.md#users 'Deactivate': one action closes a staff member's access and hands
 * their open work to a colleague or to the rotation; an admin may undo it within the window below.
 */
import { object, string, type InferType } from 'yup';
import type { User } from './staffMember';

/** An admin may reactivate a deactivated account for this many days after its deactivation, not later. */
export const REACTIVATION_WINDOW_DAYS = 30;
export const REACTIVATION_WINDOW_MS = REACTIVATION_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** Whether an admin may still reactivate the account at `now` (a deactivated one, within the window). */
export const mayReactivate = (user: { deactivatedAt?: string }, now: Date): boolean =>
  user.deactivatedAt !== undefined && now.getTime() - Date.parse(user.deactivatedAt) <= REACTIVATION_WINDOW_MS;

/** `reassignTo` when the open work goes to the available agents in turn, as new leads do. */
export const BY_ROTATION = 'rotation';

export const OFFBOARDING_TEXTS = {
  /** What sign-in answers a deactivated account, once its password was right. */
  deactivated: 'This account has been deactivated. Please ask an admin if you need access again.',
  self: 'You cannot deactivate your own account',
  lastAdmin: 'Cannot deactivate the last admin',
  reassignTo: 'Choose the colleague who takes over their work, or By rotation',
  colleague: 'Their work can only go to an active colleague (an agent or an admin)',
  nobodyInRotation: 'No agent is available for new leads, so the rotation has nobody: choose a colleague instead',
  notDeactivated: 'This account is active',
  unavailable: 'A deactivated account takes no new leads: reactivate it first',
  windowPassed: `This account was deactivated more than ${REACTIVATION_WINDOW_DAYS} days ago and can no longer be reactivated: create a new account instead`,
  deactivatedToast: 'User deactivated',
  reactivatedToast: 'User reactivated',
} as const;

/** POST /api/admin/users/:id/deactivate: where the account's open work goes. */
export const deactivationSchema = object({
  reassignTo: string().strict().typeError(OFFBOARDING_TEXTS.reassignTo).trim().required(OFFBOARDING_TEXTS.reassignTo),
});

export type DeactivationInput = InferType<typeof deactivationSchema>;

/** GET /api/admin/users/:id/offboarding: what a deactivation would hand over now. */
export interface OffboardingPreview {
  openLeads: number;
  upcomingShowings: number;
  upcomingOpenHouses: number;
}

export const REASSIGNMENT_KINDS = ['lead', 'showing', 'openHouse'] as const;
export type ReassignmentKind = (typeof REASSIGNMENT_KINDS)[number];

/** One record handed from the deactivated account to its new owner (recorded in the record's own history too). */
export interface Reassignment {
  kind: ReassignmentKind;
  id: string;
  /** How the new owner's email and the dashboard name it: a lead's person, a showing's or open house's home and time. */
  title: string;
  from: string;
  to: string;
  /** ISO 8601. */
  at: string;
  /** A showing whose hour the new owner already holds with another booking: theirs to rearrange. */
  clash?: true;
}

/** What a deactivation answers: the account as it is now and every record it handed over (on a retry, those moved by it). */
export interface DeactivationResult {
  user: User;
  reassignments: Reassignment[];
}
