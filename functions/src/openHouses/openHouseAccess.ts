import { OPEN_HOUSE_TEXTS, type OpenHouse, type OpenHouseStatus, type Property, type Role } from '@estate/domain';
import type { ListingRepository } from '../listings';
import { forbidden, notFound } from '../platform';
import { openHouseListing } from './publicOpenHouseService';
import type { OpenHouseRecord } from './store/openHouseDocuments';
import type { OpenHouseRepository } from './store/openHouseRepository';

export interface StaffMember {
  uid: string;
  role: Role;
}

/** Who manages an open house: an admin, its host, or the agent of its listing. */
export const mayManage = (
  staff: StaffMember,
  openHouse: Pick<OpenHouseRecord, 'ShowingAgentKey'>,
  listing?: Pick<Property, 'ListAgentKey'>,
) => staff.role === 'admin' || openHouse.ShowingAgentKey === staff.uid || listing?.ListAgentKey === staff.uid;

/** RESO's status as read now: an Active one whose end has passed has Ended. */
export const statusAt = (openHouse: OpenHouseRecord, now: Date): OpenHouseStatus =>
  openHouse.OpenHouseStatus === 'Cancelled' ? 'Cancelled' : Date.parse(openHouse.OpenHouseEndTime) <= now.getTime() ? 'Ended' : 'Active';

/** The open house as staff read it. */
export function staffView(openHouse: OpenHouseRecord, listing: Property, now: Date): OpenHouse {
  const { sequence: _sequence, ...fields } = openHouse;
  return { ...fields, OpenHouseStatus: statusAt(openHouse, now), listing: openHouseListing(listing) };
}

/** The open house and its listing for `staff`, who must manage it: 404 when either is gone, 403 for another agent's. */
export function managedOpenHouse(openHouses: Pick<OpenHouseRepository, 'get'>, properties: Pick<ListingRepository, 'find'>) {
  return async (staff: StaffMember, id: string): Promise<{ openHouse: OpenHouseRecord; listing: Property }> => {
    const openHouse = await openHouses.get(id);
    const listing = openHouse ? await properties.find(openHouse.ListingKey) : null;
    if (!openHouse || !listing) throw notFound(OPEN_HOUSE_TEXTS.notFound);
    if (!mayManage(staff, openHouse, listing)) throw forbidden(OPEN_HOUSE_TEXTS.notYours);
    return { openHouse, listing };
  };
}
