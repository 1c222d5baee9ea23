import QRCode from 'qrcode';
import {
  isShowable,
  OPEN_HOUSE_LIMITS,
  OPEN_HOUSE_TEXTS,
  openHouseInstants,
  STANDARD_STATUSES,
  type DoorCode,
  type OpenHouseListing,
  type OpenHouse,
  type OpenHouseChangeInput,
  type OpenHouseCreateInput,
  type Property,
  type Rsvp,
} from '@estate/domain';
import type { FeedbackRequests } from '../visitFeedback';
import type { ListingRepository } from '../listings';
import { badRequest, conflict, forbidden, notFound } from '../platform';
import { firstActiveStaff, type UserRepository } from '../staff';
import type { GuestNotices } from './guestNoticeService';
import { listingsById } from './openHouseCalendar';
import { openHouseListing } from './publicOpenHouseService';
import { managedOpenHouse, mayManage, staffView, statusAt, type StaffMember } from './openHouseAccess';
import { openHouseUrls, type OpenHouseLinks } from './openHouseLinks';
import type { OpenHouseFields, OpenHouseRecord } from './store/openHouseDocuments';
import type { OpenHouseRepository } from './store/openHouseRepository';
import type { RsvpRepository } from './store/rsvpRepository';

export interface OpenHouseServiceDeps {
  openHouses: OpenHouseRepository;
  rsvps: Pick<RsvpRepository, 'list'>;
  properties: Pick<ListingRepository, 'find' | 'listAll'>;
  users: Pick<UserRepository, 'get'>;
  notify: GuestNotices;
  links: Pick<OpenHouseLinks, 'door'>;
  feedback: Pick<FeedbackRequests, 'withdraw'>;
  siteOrigin: string;
  now?: () => Date;
}

/** How many open houses the dashboard reads at most (an agency holds a few a week). */
const DASHBOARD_READ = 300;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The statuses a listing can be shown in. */
const SHOWABLE_STATUSES = STANDARD_STATUSES.filter(isShowable);

const active = (rsvps: Rsvp[]) => rsvps.filter((rsvp) => rsvp.status !== 'cancelled');

/**
 * docs/product/open-houses.md#open-houses: staff create, change and cancel a listing's open houses (agents
 * those of their listings and those they host, admins all); guests hear of each change that
 * concerns them by email. Also the door's signed code and its QR code.
 */
export function openHouseService({
  openHouses,
  rsvps,
  properties,
  users,
  notify,
  links,
  feedback,
  siteOrigin,
  now = () => new Date(),
}: OpenHouseServiceDeps) {
  const managed = managedOpenHouse(openHouses, properties);

  /** The stored fields of a form: its Cincinnati times as instants, the host checked to be staff. */
  async function fieldsOf(input: OpenHouseChangeInput, listing: Property, staff: StaffMember): Promise<OpenHouseFields> {
    const { startsAt, endsAt } = openHouseInstants(input.OpenHouseDate, input.OpenHouseStartTime, input.OpenHouseEndTime);
    if (endsAt.getTime() <= now().getTime()) throw badRequest(OPEN_HOUSE_TEXTS.inThePast);
    // The host named (an active staff member), else the listing's agent while active, else the staff member making it.
    const host = input.ShowingAgentKey
      ? await firstActiveStaff(users, [input.ShowingAgentKey])
      : ((await firstActiveStaff(users, [listing.ListAgentKey])) ?? staff.uid);
    if (!host) throw badRequest(OPEN_HOUSE_TEXTS.showingAgent);
    return {
      OpenHouseDate: input.OpenHouseDate,
      startsAt,
      endsAt,
      OpenHouseType: input.OpenHouseType,
      ...(input.OpenHouseRemarks ? { OpenHouseRemarks: input.OpenHouseRemarks } : {}),
      ShowingAgentKey: host,
      ...(typeof input.capacity === 'number' ? { capacity: input.capacity } : {}),
    };
  }

  /** Changes are for open houses still to come. */
  const checkChangeable = (openHouse: OpenHouseRecord) => {
    const status = statusAt(openHouse, now());
    if (status === 'Cancelled') throw conflict(OPEN_HOUSE_TEXTS.cancelled);
    if (status === 'Ended') throw conflict(OPEN_HOUSE_TEXTS.over);
  };

  /** The door's code: the check-in page a visitor's phone opens, valid until a few hours after the end. */
  async function doorCode(staff: StaffMember, id: string): Promise<DoorCode> {
    const { openHouse } = await managed(staff, id);
    if (openHouse.OpenHouseStatus === 'Cancelled') throw conflict(OPEN_HOUSE_TEXTS.cancelled);
    const expiresAt = new Date(Date.parse(openHouse.OpenHouseEndTime) + OPEN_HOUSE_LIMITS.doorHoursAfterEnd * HOUR_MS);
    const token = links.door.sign({ openHouseId: id }, expiresAt);
    return { url: openHouseUrls(siteOrigin).checkIn(id, token), expiresAt: expiresAt.toISOString() };
  }

  return {
    /** The dashboard's list: every one that ended in the last 60 days or is still to come, latest first, that `staff` manages. */
    async list(staff: StaffMember): Promise<OpenHouse[]> {
      const since = new Date(now().getTime() - OPEN_HOUSE_LIMITS.dashboardDays * DAY_MS);
      const records = await openHouses.endingSince(since, DASHBOARD_READ);
      const listings = await listingsById(
        properties,
        records.map((openHouse) => openHouse.ListingKey),
      );
      return records.flatMap((openHouse) => {
        const listing = listings.get(openHouse.ListingKey);
        return listing && mayManage(staff, openHouse, listing) ? [staffView(openHouse, listing, now())] : [];
      });
    },

    /** The listings `staff` may schedule open houses for: on the market (private ones too, for a preview by invitation), an agent's own. */
    async listings(staff: StaffMember): Promise<OpenHouseListing[]> {
      const onMarket = await properties.listAll(SHOWABLE_STATUSES);
      return onMarket.filter((listing) => staff.role === 'admin' || listing.ListAgentKey === staff.uid).map(openHouseListing);
    },

    async get(staff: StaffMember, id: string): Promise<OpenHouse> {
      const { openHouse, listing } = await managed(staff, id);
      return staffView(openHouse, listing, now());
    },

    /** A new open house of a listing on the market; an agent makes them for their own listings only. */
    async create(staff: StaffMember, input: OpenHouseCreateInput): Promise<OpenHouse> {
      const listing = await properties.find(input.ListingKey);
      if (!listing) throw notFound(OPEN_HOUSE_TEXTS.listingNotFound);
      if (staff.role !== 'admin' && listing.ListAgentKey !== staff.uid) throw forbidden(OPEN_HOUSE_TEXTS.notYours);
      if (!isShowable(listing.StandardStatus)) throw conflict(OPEN_HOUSE_TEXTS.listingNotOpen);
      const created = await openHouses.create(openHouses.newId(), listing.id, await fieldsOf(input, listing, staff), staff.uid);
      return staffView(created, listing, now());
    },

    /**
     * Changes it: its guests get the new details (a calendar update, the same UID with a higher
     * SEQUENCE); a capacity that grows lets the waitlist in, and those let in are told.
     */
    async update(staff: StaffMember, id: string, input: OpenHouseChangeInput): Promise<OpenHouse> {
      const { openHouse: before, listing } = await managed(staff, id);
      checkChangeable(before);
      const updated = await openHouses.update(id, await fieldsOf(input, listing, staff));
      if (updated === 'gone') throw notFound(OPEN_HOUSE_TEXTS.notFound);
      if ('capacityBelowGoing' in updated) throw badRequest(OPEN_HOUSE_TEXTS.capacityBelowGoing(updated.capacityBelowGoing));
      const { openHouse, promoted } = updated;
      const moved = new Set(promoted.map((rsvp) => rsvp.id));
      const guests = active(await rsvps.list(id)).filter((rsvp) => !moved.has(rsvp.id));
      await Promise.all([notify('updated', guests, openHouse, listing), notify('promoted', promoted, openHouse, listing)]);
      return staffView(openHouse, listing, now());
    },

    /** Cancels it: every guest is told (a calendar CANCEL for those going), and nobody is asked for feedback about it. */
    async cancel(staff: StaffMember, id: string): Promise<OpenHouse> {
      const { openHouse: before, listing } = await managed(staff, id);
      if (statusAt(before, now()) === 'Ended') throw conflict(OPEN_HOUSE_TEXTS.over);
      const cancelled = await openHouses.cancel(id);
      if (cancelled === 'gone') throw notFound(OPEN_HOUSE_TEXTS.notFound);
      const { openHouse, changed } = cancelled;
      if (changed) {
        await notify('openHouseCancelled', active(await rsvps.list(id)), openHouse, listing);
        await feedback.withdraw({ kind: 'openHouse', id });
      }
      return staffView(openHouse, listing, now());
    },

    doorCode,

    /** The door's code as a QR code (SVG), to show on the tablet or print. */
    async doorQr(staff: StaffMember, id: string): Promise<string> {
      const { url } = await doorCode(staff, id);
      return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    },
  };
}

export type OpenHouseService = ReturnType<typeof openHouseService>;
