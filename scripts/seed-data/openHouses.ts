import type { OpenHouseType } from '@estate/domain';
import { activeListings } from './properties';

/**
 * The demo's open houses (docs/product/open-houses.md#open-houses), hosted by the demo agent: a public one
 * with a capacity, a broker preview, and a private one by invitation, each on a listing for sale,
 * dated from the day the seed runs (days ahead, Cincinnati times).
 */
export interface SeedOpenHouse {
  listingId: string;
  daysAhead: number;
  start: string;
  end: string;
  type: OpenHouseType;
  capacity?: number;
  remarks: string;
}

/** Homes on the market and open for showings (not Coming Soon, not moved on since). */
const [first, second, third] = activeListings.filter((listing) => !listing.comingSoon && !listing.steps?.some((step) => 'to' in step));

export const openHouses: SeedOpenHouse[] = [
  {
    listingId: first!.id,
    daysAhead: 4,
    start: '13:00',
    end: '16:00',
    type: 'Public',
    capacity: 40,
    remarks: 'Tour the home with its listing agent; light refreshments on the terrace.',
  },
  {
    listingId: second!.id,
    daysAhead: 6,
    start: '11:00',
    end: '13:00',
    type: 'Broker',
    remarks: "Brokers' preview with lunch. Please bring your clients' questions.",
  },
  {
    listingId: third!.id,
    daysAhead: 9,
    start: '17:00',
    end: '19:00',
    type: 'By Invitation',
    capacity: 16,
    remarks: 'An evening preview for invited guests before the home comes to the wider market.',
  },
];
