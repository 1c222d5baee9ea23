import { LEAD_OWNER_ALL, LEAD_OWNER_NONE, type Lead, type Role } from '@estate/domain';
import type { LeadFilter } from './leadRepository';
import { forbidden, notFound } from '../platform';

/**
 * Which leads each staff role may see and work on. Admins: every lead. Agents see the
 * leads they own and those nobody owns, and work (status, notes) on their own only.
 */

/** The signed-in staff member a lead answer is for. */
export interface LeadViewer {
  uid: string;
  role: Role;
}

const OTHER_OWNER_MESSAGE = 'Agents see only their own leads and unassigned ones';
const CLAIM_FIRST_MESSAGE = 'Claim this lead before changing it';
const ASSIGN_MESSAGE = 'Only an admin can assign leads';
const OWN_EXPORT_MESSAGE = 'Agents export only their own leads';
export const ALREADY_ASSIGNED_MESSAGE = 'This lead is already assigned';

export const leadNotFound = () => notFound('Lead not found');

const isAgent = (viewer: LeadViewer) => viewer.role === 'agent';

/** The agent's id for LeadFilter.visibleTo; undefined for an admin, who sees everything. */
export const visibleTo = (viewer: LeadViewer): string | undefined => (isAgent(viewer) ? viewer.uid : undefined);

/** Whose leads the viewer's figures and export cover: an agent's own; undefined for an admin (all). */
export const ownLeadsOf = visibleTo;

/** Whether the viewer may see the lead: agents, theirs and nobody's. */
export const maySee = (viewer: LeadViewer, lead: Pick<Lead, 'ownerId'>) =>
  !isAgent(viewer) || lead.ownerId === undefined || lead.ownerId === viewer.uid;

/**
 * Refuses a status change or a note that the viewer may not make: an agent works on their own
 * leads; another agent's lead does not exist for them, and an unassigned one is claimed first.
 */
export function checkMayWorkOn(viewer: LeadViewer, lead: Pick<Lead, 'ownerId'>): void {
  if (!isAgent(viewer) || lead.ownerId === viewer.uid) return;
  throw lead.ownerId === undefined ? forbidden(CLAIM_FIRST_MESSAGE) : leadNotFound();
}

/** An agent's request to assign a lead (a body with ownerId) is refused whatever the lead. */
export function checkMayAssign(viewer: LeadViewer): void {
  if (isAgent(viewer)) throw forbidden(ASSIGN_MESSAGE);
}

/** The list's `owner` parameter (all, none or an account id) as a filter of the leads the viewer may see. */
export function listOwners(owner: string, viewer: LeadViewer): Pick<LeadFilter, 'owner' | 'visibleTo'> {
  if (!isAgent(viewer)) return owner === LEAD_OWNER_ALL ? {} : { owner: owner === LEAD_OWNER_NONE ? null : owner };
  if (owner === LEAD_OWNER_ALL) return { visibleTo: viewer.uid };
  if (owner === LEAD_OWNER_NONE) return { owner: null };
  if (owner === viewer.uid) return { owner };
  throw forbidden(OTHER_OWNER_MESSAGE);
}

/** The same for the export: an agent exports their own leads only (`all` or their id), an admin any. */
export function exportOwners(owner: string, viewer: LeadViewer): Pick<LeadFilter, 'owner' | 'visibleTo'> {
  if (!isAgent(viewer)) return listOwners(owner, viewer);
  if (owner === LEAD_OWNER_ALL || owner === viewer.uid) return { owner: viewer.uid };
  throw forbidden(OWN_EXPORT_MESSAGE);
}
