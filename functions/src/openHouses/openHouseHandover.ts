import { formatShowingStart } from '@estate/domain';
import type { ListingRepository } from '../listings';
import type { Handover } from '../platform';
import { listingsById } from './openHouseCalendar';
import type { OpenHouseRepository } from './store/openHouseRepository';

/** How many of a host's open houses a handover takes at most: far more than a host's diary holds. */
const HANDOVER_LIMIT = 500;

/**
 * The Active open houses a deactivated host has not yet held, handed to their successor
 * (docs/product/dashboard.md#users): each records the change in its own `history`.
 */
export function openHouseHandover(
  openHouses: Pick<OpenHouseRepository, 'hostedBy' | 'changeHost'>,
  properties: Pick<ListingRepository, 'find'>,
  now: () => Date = () => new Date(),
): Handover {
  return {
    kind: 'openHouse',
    async held(uid) {
      const hosted = await openHouses.hostedBy(uid, now(), HANDOVER_LIMIT);
      const listings = await listingsById(
        properties,
        hosted.map((openHouse) => openHouse.ListingKey),
      );
      return hosted.map((openHouse) => ({
        id: openHouse.OpenHouseKey,
        title: `Open house: ${listings.get(openHouse.ListingKey)?.title ?? openHouse.ListingKey}, ${formatShowingStart(openHouse.OpenHouseStartTime)}`,
      }));
    },
    async move(id, from, to, by, why) {
      const outcome = await openHouses.changeHost(id, from, to, { at: new Date().toISOString(), ...by, detail: why });
      return outcome === 'gone' ? { moved: false } : outcome;
    },
  };
}
