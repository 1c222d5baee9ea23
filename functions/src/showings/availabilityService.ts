import { randomUUID } from 'node:crypto';
import type { BlockedTimeInput, ShowingAvailability, ShowingHoursInput, WeeklyHours } from '@estate/domain';
import { notFound } from '../platform';
import type { AvailabilityRepository } from './availabilityRepository';

/** docs/product/dashboard.md#showings-tab: each staff member's own weekly showing hours and blocked times. */
export function availabilityService(availability: AvailabilityRepository, now: () => Date = () => new Date()) {
  return {
    mine: (uid: string): Promise<ShowingAvailability> => availability.get(uid),

    setHours: (uid: string, { hours }: ShowingHoursInput) => availability.setHours(uid, hours as WeeklyHours),

    /** Adds a blocked time; the blocked times already over are dropped. */
    block: (uid: string, { start, end, note }: BlockedTimeInput) =>
      availability.addBlocked(
        uid,
        { id: randomUUID(), start: new Date(start).toISOString(), end: new Date(end).toISOString(), ...(note ? { note } : {}) },
        now(),
      ),

    async unblock(uid: string, id: string): Promise<ShowingAvailability> {
      if (!(await availability.removeBlocked(uid, id))) throw notFound('Blocked time not found');
      return availability.get(uid);
    },
  };
}

export type AvailabilityService = ReturnType<typeof availabilityService>;
