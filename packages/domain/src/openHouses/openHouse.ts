/**
 * docs/product/open-houses.md#open-houses: a listing's open houses as RESO's OpenHouse resource names them,
 * what staff, visitors and guests read of them, their bounds and their texts.
 */
import type { AgencyClock } from '../agencyTime/openHouseTime';

/** RESO OpenHouseType; 'By Invitation' ones show no time and no address publicly. */
export const OPEN_HOUSE_TYPES = ['Public', 'Broker', 'By Invitation'] as const;
export type OpenHouseType = (typeof OPEN_HOUSE_TYPES)[number];

export const OPEN_HOUSE_TYPE_LABELS: Record<OpenHouseType, string> = {
  Public: 'Public',
  Broker: 'Broker',
  'By Invitation': 'By invitation',
};

/** RESO OpenHouseStatus: 'Ended' is read off the end time, never stored. */
export const OPEN_HOUSE_STATUSES = ['Active', 'Cancelled', 'Ended'] as const;
export type OpenHouseStatus = (typeof OPEN_HOUSE_STATUSES)[number];

export const isInvitationOnly = (openHouse: { OpenHouseType: OpenHouseType }): boolean => openHouse.OpenHouseType === 'By Invitation';

/** docs/product/reference.md#numbers: every bound of the open houses, for the forms and the API alike. */
export const OPEN_HOUSE_LIMITS = {
  /** People one RSVP brings, the guest included. */
  partySize: 10,
  capacity: 500,
  remarks: 1000,
  /** The longest an open house runs, in hours (it starts and ends on its day). */
  hours: 12,
  invitationsPerOpenHouse: 200,
  invitationsPerSend: 50,
  sellerEmails: 5,
  sellerNote: 2000,
  /** What /open-houses lists at most, soonest first. */
  upcomingShown: 100,
  /** What a listing's page lists at most. */
  perListing: 20,
  /** What the dashboard lists: the open houses that ended within this many days, and every later one. */
  dashboardDays: 60,
  /** How long after the end the door's QR code still checks visitors in. */
  doorHoursAfterEnd: 4,
} as const;

/** The listing an open house shows, as much as its public page shows of it. */
export interface OpenHouseListing {
  id: string;
  title: string;
  address: string;
  neighborhood: string;
  image?: string;
  imageAlt?: string;
}

/** An open house as staff read it (GET /api/admin/open-houses); times are ISO 8601 instants. */
export interface OpenHouse {
  OpenHouseKey: string;
  ListingKey: string;
  /** The day in Cincinnati, 'YYYY-MM-DD'. */
  OpenHouseDate: string;
  OpenHouseStartTime: string;
  OpenHouseEndTime: string;
  OpenHouseType: OpenHouseType;
  OpenHouseRemarks?: string;
  OpenHouseStatus: OpenHouseStatus;
  /** The staff member who hosts it: the listing's agent by default. */
  ShowingAgentKey: string;
  /** People at most, when it is limited. */
  capacity?: number;
  /** People coming: the parties of the RSVPs that are going. */
  going: number;
  /** People waiting for a place. */
  waitlisted: number;
  invitations: number;
  ModificationTimestamp: string;
  listing: OpenHouseListing;
}

/** What everyone may see of a public or broker open house. */
export interface OpenHouseDetails {
  kind: 'open';
  id: string;
  type: Exclude<OpenHouseType, 'By Invitation'>;
  startsAt: string;
  endsAt: string;
  /** The same day and hours on Cincinnati's clocks, as a page shows them. */
  clock: AgencyClock;
  remarks?: string;
  capacity?: number;
  /** No place is left: a new RSVP joins the waitlist. */
  full: boolean;
  listing: OpenHouseListing;
}

/** What everyone may see of an invitation-only open house: neither when nor where. */
export interface OpenHouseTeaser {
  kind: 'invitation';
  id: string;
  type: 'By Invitation';
  neighborhood: string;
}

export type PublicOpenHouse = OpenHouseDetails | OpenHouseTeaser;

/** What a guest reads (through their invitation or RSVP link, or at the door): the whole open house, whatever its type. */
export type GuestOpenHouse = Omit<OpenHouseDetails, 'type'> & { type: OpenHouseType };

/** What an invited guest reads through their link: the open house, and who they were invited as. */
export interface OpenHouseInvitationView {
  openHouse: GuestOpenHouse;
  invitee: { email: string; name?: string };
}

export const RSVP_STATUSES = ['going', 'waitlisted', 'cancelled'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** One guest's reply (one per email per open house). */
export interface Rsvp {
  id: string;
  name: string;
  email: string;
  phone: string;
  partySize: number;
  status: RsvpStatus;
  /** ISO 8601. */
  createdAt: string;
  attendedAt?: string;
  leadId?: string;
  /** Through an invitation's link. */
  invited: boolean;
}

/** POST /api/open-houses/{id}/rsvps answers. */
export interface RsvpAnswer {
  id: string;
  status: Exclude<RsvpStatus, 'cancelled'>;
  partySize: number;
  message: string;
}

/** What the guest's own link shows (GET /api/open-houses/rsvp). */
export interface RsvpView {
  rsvp: Pick<Rsvp, 'name' | 'email' | 'partySize' | 'status'>;
  openHouse: GuestOpenHouse;
}

/** POST /api/open-houses/{id}/check-ins answers (the same for a check-in sent again). */
export interface CheckInAnswer {
  id: string;
  leadId: string;
  /** Their RSVP was found and marked attended. */
  rsvp: boolean;
  message: string;
}

/** Someone who checked in at the door: one per email, however many check-ins they sent. */
export interface OpenHouseAttendee {
  name: string;
  email: string;
  phone: string;
  workingWithAgent: boolean;
  followUpConsent: boolean;
  leadId: string;
  /** ISO 8601: their first check-in. */
  checkedInAt: string;
  /** They came without an RSVP. */
  walkIn: boolean;
}

/** GET /api/admin/open-houses/{id}/guests: who replied and who came. */
export interface OpenHouseGuests {
  rsvps: Rsvp[];
  attendees: OpenHouseAttendee[];
}

/** The door's signed code, for the staff page's QR code and a visitor's phone. */
export interface DoorCode {
  /** The check-in page a visitor's phone opens. */
  url: string;
  expiresAt: string;
}

/** One person invited to an invitation-only open house. */
export interface OpenHouseInvitation {
  id: string;
  email: string;
  name?: string;
  leadId?: string;
  /** ISO 8601. */
  sentAt: string;
}

/** The open house's report (GET /api/admin/open-houses/{id}/report). */
export interface OpenHouseReport {
  openHouse: OpenHouse;
  rsvps: { going: number; waitlisted: number; cancelled: number; people: number };
  attended: number;
  /** RSVPs going that never checked in. */
  noShows: number;
  /** Leads this open house made (RSVPs and check-ins of people new to it). */
  newLeads: number;
  averageRating: number | null;
  ratings: number;
  comments: { name: string; rating: number; comment: string; answeredAt: string }[];
}

const { partySize, capacity, remarks, hours, invitationsPerOpenHouse, invitationsPerSend, sellerEmails } = OPEN_HOUSE_LIMITS;

export const OPEN_HOUSE_TEXTS = {
  notFound: 'Open house not found',
  listingNotFound: 'Property not found',
  listingNotOpen: 'Open houses are for homes on the market, shown to everyone: this listing is not',
  notYours: 'Only the listing agent, the host or an admin manages this open house',
  teaser: 'Private preview, by invitation',
  invitedOnly: 'This open house is by invitation only: RSVP through the link in your invitation email',
  invalidInvitation: 'This invitation link is not valid or has expired',
  invalidRsvpLink: 'This RSVP link is not valid or has expired',
  notInvitationOnly: 'Invitations are for open houses by invitation only',
  over: 'This open house has ended',
  cancelled: 'This open house was cancelled',
  going: (email: string) => `You're on the list. We emailed your confirmation to ${email}.`,
  waitlisted: "This open house is full: you're on the waitlist. We'll email you if a place opens up.",
  alreadyReplied: 'You have already replied to this open house: the link in your confirmation email changes it',
  rsvpCancelled: 'Your RSVP is cancelled. Thank you for letting us know.',
  alreadyCancelled: 'This RSVP was already cancelled',
  checkedIn: (name: string) => `Welcome, ${name}! You're checked in.`,
  doorRequired: 'Sign in as staff, or scan the QR code at the door, to check in',
  invalidDoor: 'This check-in code is not valid or has expired. Ask your host for the current one.',
  notStarted: 'Check-in opens on the day of the open house',
  idempotencyKey: 'Idempotency-Key header must be 1 to 200 characters',
  keyReused: 'Idempotency-Key was already used for a different check-in',
  partySize: `Party size must be a whole number from 1 to ${partySize}`,
  capacity: `Capacity must be a whole number of people from 1 to ${capacity}`,
  capacityBelowGoing: (going: number) => `Capacity cannot be below the ${going} people already coming`,
  remarks: `Remarks must be at most ${remarks} characters`,
  date: 'Please enter the date as YYYY-MM-DD',
  startTime: 'Please enter the start time as HH:MM (24-hour, Cincinnati time)',
  endTime: 'Please enter the end time as HH:MM (24-hour, Cincinnati time)',
  endAfterStart: 'The end time must be after the start time',
  tooLong: `An open house runs at most ${hours} hours`,
  inThePast: 'The open house must end in the future',
  type: 'Please choose the type: public, broker or by invitation',
  listing: 'Please choose the listing',
  showingAgent: 'The host must be a staff member',
  recipients: `Choose 1 to ${invitationsPerSend} leads or emails to invite at a time`,
  invitationEmail: 'Each email to invite must be a valid email address',
  invitationLimit: (left: number) => `An open house takes at most ${invitationsPerOpenHouse} invitations: ${left} more can be sent`,
  leadNotFound: 'One of the chosen leads was not found',
  sellerEmails: `Enter 1 to ${sellerEmails} seller email addresses`,
  sellerEmail: 'Each seller email must be a valid email address',
  reportSent: 'The report was sent to the seller',
} as const;
