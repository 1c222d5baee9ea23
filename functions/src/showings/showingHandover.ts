import { formatShowingStart } from '@estate/domain';
import type { Handover } from '../platform';
import type { ShowingRepository } from './showingRepository';

/** How many of a member's upcoming bookings a handover takes at most: far more than an agent's diary holds. */
const HANDOVER_LIMIT = 500;

/**
 * A deactivated agent's upcoming bookings (requested, proposed, confirmed), handed to their successor
 * (docs/product/dashboard.md#users): told on the lead's timeline, where the booking's history is.
 */
export function showingHandover(showings: Pick<ShowingRepository, 'upcoming' | 'handOver'>, now: () => Date = () => new Date()): Handover {
  return {
    kind: 'showing',
    held: async (uid) =>
      (await showings.upcoming(uid, now(), HANDOVER_LIMIT)).map((showing) => ({
        id: showing.id,
        title: `${showing.listingTitle}, ${formatShowingStart(showing.start)}`,
      })),
    async move(id, from, to, by, why) {
      const outcome = await showings.handOver(id, from, to, { ...by, detail: why });
      return outcome === 'gone' ? { moved: false } : outcome;
    },
  };
}
