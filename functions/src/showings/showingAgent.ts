import { DEFAULT_SHOWING_HOURS, type Property, type ShowingAvailability } from '@estate/domain';
import { firstActiveStaff, type UserRepository } from '../staff';
import type { AvailabilityRepository } from './availabilityRepository';

/**
 * The showing agent of a listing: its own, else its listing agent, the first of them whose account
 * is active; undefined: nobody's (the agency's default hours). A listing whose agent was deactivated
 * is booked as nobody's until an admin names another agent (docs/product/dashboard.md#users).
 */
export const showingAgentOf = (listing: Pick<Property, 'ShowingAgentKey' | 'ListAgentKey'>, agents: Pick<UserRepository, 'get'>) =>
  firstActiveStaff(agents, [listing.ShowingAgentKey, listing.ListAgentKey]);

/** A listing without an agent is shown in the agency's default hours, with nothing blocked. */
const AGENCY_DEFAULT: Pick<ShowingAvailability, 'hours' | 'blocked'> = { hours: DEFAULT_SHOWING_HOURS, blocked: [] };

/** The hours and blocked times a listing's showings are booked in: its showing agent's, else the agency's default. */
export const showingHoursOf = async (
  availability: Pick<AvailabilityRepository, 'get'>,
  agentKey: string | undefined,
): Promise<Pick<ShowingAvailability, 'hours' | 'blocked'>> => (agentKey ? availability.get(agentKey) : AGENCY_DEFAULT);
