import { randomUUID } from 'node:crypto';
import {
  MAX_BLOCKED_TIMES,
  type BlockedTimeInput,
  type ShowingAvailability,
  type ShowingHoursInput,
  type WeeklyHours,
} from '@estate/domain';
import { badRequest, notFound } from '../platform';
import type { AvailabilityRepository } from './availabilityRepository';

const TOO_MANY_BLOCKED = `You can keep at most ${MAX_BLOCKED_TIMES} blocked times: remove one first`;

/** A write's answer, unless the repository found no staff member by that uid. */
function ofMember<T>(answer: T | undefined): T {
  if (answer === undefined) throw badRequest('Unknown staff member');
  return answer;
}

/** docs/product/dashboard.md#showings-tab: each staff member's own weekly showing hours and blocked times. */
export function availabilityService(availability: AvailabilityRepository, now: () => Date = () => new Date()) {
  return {
    mine: (uid: string): Promise<ShowingAvailability> => availability.get(uid),

    setHours: async (uid: string, { hours }: ShowingHoursInput) => ofMember(await availability.setHours(uid, hours as WeeklyHours)),

    /** Adds a blocked time; the blocked times already over are dropped. */
    async block(uid: string, { start, end, note }: BlockedTimeInput): Promise<ShowingAvailability> {
      const added = ofMember(
        await availability.addBlocked(
          uid,
          { id: randomUUID(), start: new Date(start).toISOString(), end: new Date(end).toISOString(), ...(note ? { note } : {}) },
          now(),
        ),
      );
      if (added === 'full') throw badRequest(TOO_MANY_BLOCKED);
      return added;
    },

    async unblock(uid: string, id: string): Promise<ShowingAvailability> {
      if (!ofMember(await availability.removeBlocked(uid, id))) throw notFound('Blocked time not found');
      return availability.get(uid);
    },
  };
}

export type AvailabilityService = ReturnType<typeof availabilityService>;
