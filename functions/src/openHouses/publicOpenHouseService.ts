import {
  agencyClockOf,
  isInvitationOnly,
  isShowable,
  isShownTo,
  OPEN_HOUSE_LIMITS,
  VISITOR,
  type ContentStamp,
  type GuestOpenHouse,
  type OpenHouseDetails,
  type OpenHouseListing,
  type Property,
  type PublicOpenHouse,
  listingPlace,
} from '@estate/domain';
import type { ListingRepository } from '../listings';
import { calendarFile } from '../platform';
import { listingsById, openHouseEvent } from './openHouseCalendar';
import type { OpenHouseRecord } from './store/openHouseDocuments';
import type { OpenHouseRepository } from './store/openHouseRepository';

export interface PublicOpenHouseDeps {
  openHouses: Pick<OpenHouseRepository, 'get' | 'upcoming' | 'ofListing'>;
  properties: Pick<ListingRepository, 'find'>;
  now?: () => Date;
}

/** An open house is for everyone's eyes only on a listing the listing gate shows a visitor, and that can be shown (docs/product/private-collection.md#private-collection). */
export const isOpenToPublic = (listing: Property | undefined): listing is Property =>
  listing !== undefined && isShownTo(listing, VISITOR) && isShowable(listing.StandardStatus);

export const openHouseListing = (listing: Property): OpenHouseListing => ({
  id: listing.id,
  title: listing.title,
  address: listing.address,
  neighborhood: listingPlace(listing),
  ...(listing.images[0] ? { image: listing.images[0] } : {}),
  ...(listing.imageAlts?.[0] ? { imageAlt: listing.imageAlts[0] } : {}),
});

/** The whole open house: what the public sees of a public or broker one, and what a guest sees of any. */
export const openHouseDetails = (openHouse: OpenHouseRecord, listing: Property): GuestOpenHouse => ({
  kind: 'open',
  id: openHouse.OpenHouseKey,
  type: openHouse.OpenHouseType,
  startsAt: openHouse.OpenHouseStartTime,
  endsAt: openHouse.OpenHouseEndTime,
  clock: agencyClockOf(openHouse.OpenHouseStartTime, openHouse.OpenHouseEndTime),
  ...(openHouse.OpenHouseRemarks ? { remarks: openHouse.OpenHouseRemarks } : {}),
  ...(openHouse.capacity !== undefined ? { capacity: openHouse.capacity } : {}),
  full: openHouse.capacity !== undefined && openHouse.going >= openHouse.capacity,
  listing: openHouseListing(listing),
});

/**
 * docs/product/open-houses.md#open-houses: what everyone may read of the open houses, the same for everyone
 * (the pages are cached): upcoming Active ones of public listings on the market, and of one by
 * invitation only neither its time, its address, its listing nor its remarks.
 */
export function publicOpenHouseService({ openHouses, properties, now = () => new Date() }: PublicOpenHouseDeps) {
  const isUpcoming = (openHouse: OpenHouseRecord) =>
    openHouse.OpenHouseStatus === 'Active' && Date.parse(openHouse.OpenHouseEndTime) > now().getTime();

  /** What the public sees of it, or null when it is not theirs to see. */
  const shown = (openHouse: OpenHouseRecord, listing: Property | undefined): PublicOpenHouse | null => {
    if (!isUpcoming(openHouse) || !isOpenToPublic(listing)) return null;
    if (isInvitationOnly(openHouse)) {
      return { kind: 'invitation', id: openHouse.OpenHouseKey, type: 'By Invitation', neighborhood: listingPlace(listing) };
    }
    return { ...openHouseDetails(openHouse, listing), type: openHouse.OpenHouseType as OpenHouseDetails['type'] };
  };

  /** The public ones soonest first, then the teasers (in no order of time, which they do not tell). */
  const listed = async (records: OpenHouseRecord[]) => {
    const listings = await listingsById(
      properties,
      records.map((openHouse) => openHouse.ListingKey),
    );
    const all = records.flatMap((openHouse) => shown(openHouse, listings.get(openHouse.ListingKey)) ?? []);
    const open = all.filter((item) => item.kind === 'open').sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    const teasers = all.filter((item) => item.kind === 'invitation').sort((a, b) => a.id.localeCompare(b.id));
    return [...open, ...teasers];
  };

  /** The open house and its listing when the public may see it. */
  const found = async (id: string) => {
    const openHouse = await openHouses.get(id);
    const listing = openHouse ? await properties.find(openHouse.ListingKey) : null;
    return openHouse && shown(openHouse, listing ?? undefined) ? { openHouse, listing: listing! } : null;
  };

  return {
    /** GET /api/open-houses (/open-houses). */
    upcoming: async (): Promise<PublicOpenHouse[]> => listed(await openHouses.upcoming(now(), OPEN_HOUSE_LIMITS.upcomingShown)),

    /** GET /api/open-houses/{id}; null: 404. */
    async detail(id: string): Promise<PublicOpenHouse | null> {
      const open = await found(id);
      return open && shown(open.openHouse, open.listing);
    },

    /** GET /api/properties/{id}/open-houses: the listing's upcoming ones (none for a listing the public may not see). */
    ofListing: async (listingId: string): Promise<PublicOpenHouse[]> =>
      listed(await openHouses.ofListing(listingId, now(), OPEN_HOUSE_LIMITS.perListing)),

    /** GET /api/open-houses/{id}.ics: the event to add to a calendar; null for one by invitation, which has no public time. */
    async calendar(id: string, siteOrigin: string): Promise<string | null> {
      const open = await found(id);
      if (!open || isInvitationOnly(open.openHouse)) return null;
      return calendarFile(openHouseEvent(open.openHouse, open.listing, siteOrigin), 'PUBLISH');
    },

    /** The sitemap's open houses: the public ones, by when each last changed. */
    async stamps(): Promise<ContentStamp[]> {
      const records = await openHouses.upcoming(now(), OPEN_HOUSE_LIMITS.upcomingShown);
      const byId = new Map(records.map((openHouse) => [openHouse.OpenHouseKey, openHouse]));
      return (await listed(records)).flatMap((item) =>
        item.kind === 'open' ? [{ id: item.id, updatedAt: byId.get(item.id)!.ModificationTimestamp }] : [],
      );
    },
  };
}

export type PublicOpenHouseService = ReturnType<typeof publicOpenHouseService>;
