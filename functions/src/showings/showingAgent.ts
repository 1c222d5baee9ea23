import { DEFAULT_SHOWING_HOURS, isActiveStaff, type Property, type ShowingAvailability, type User } from '@estate/domain';
import type { AvailabilityRepository } from './availabilityRepository';

/** The staff accounts a listing's showing agent is looked up in. */
export interface ShowingAgents {
  get(uid: string): Promise<Pick<User, 'role' | 'deactivatedAt'> | null | undefined>;
}

/**
 * The showing agent of a listing: its own, else its listing agent, the first of them whose account
 * is active; undefined: nobody's (the agency's default hours). A listing whose agent was deactivated
 * is booked as nobody's until an admin names another agent (docs/product/dashboard.md#users).
 */
export async function showingAgentOf(listing: Pick<Property, 'ShowingAgentKey' | 'ListAgentKey'>, agents: ShowingAgents) {
  for (const uid of new Set([listing.ShowingAgentKey, listing.ListAgentKey])) if (uid && isActiveStaff(await agents.get(uid))) return uid;
  return undefined;
}

/** A listing without an agent is shown in the agency's default hours, with nothing blocked. */
const AGENCY_DEFAULT: Pick<ShowingAvailability, 'hours' | 'blocked'> = { hours: DEFAULT_SHOWING_HOURS, blocked: [] };

/** The hours and blocked times a listing's showings are booked in: its showing agent's, else the agency's default. */
export const showingHoursOf = async (
  availability: Pick<AvailabilityRepository, 'get'>,
  agentKey: string | undefined,
): Promise<Pick<ShowingAvailability, 'hours' | 'blocked'>> => (agentKey ? availability.get(agentKey) : AGENCY_DEFAULT);
