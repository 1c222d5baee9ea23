/** docs/product/open-houses.md#open-houses: the open houses' forms and request bodies, for the dashboard, the pages and the API alike. */
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { isCalendarDate } from '../listings/listingLifecycle';
import { atMost } from '../shared/textLimits';
import { emailField, leadEmail, leadName, leadPhone, optionalText, trimmedString } from '../shared/fields';
import { OPEN_HOUSE_LIMITS, OPEN_HOUSE_TEXTS as T, OPEN_HOUSE_TYPES, type OpenHouseType } from './openHouse';

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const wholeNumber = (min: number, max: number, message: string) =>
  number().typeError(message).integer(message).min(min, message).max(max, message);

/** What staff change of an open house (the listing is chosen once, at its creation). */
export const openHouseChangeSchema = object({
  OpenHouseDate: string()
    .required(T.date)
    .test('calendar-day', T.date, (value) => isCalendarDate(value)),
  OpenHouseStartTime: string().required(T.startTime).matches(CLOCK_TIME, T.startTime),
  OpenHouseEndTime: string()
    .required(T.endTime)
    .matches(CLOCK_TIME, T.endTime)
    .test('after-start', T.endAfterStart, function (end) {
      const start: unknown = this.parent.OpenHouseStartTime;
      return typeof start !== 'string' || !CLOCK_TIME.test(start) || minutesOf(end) > minutesOf(start);
    })
    .test('not-too-long', T.tooLong, function (end) {
      const start: unknown = this.parent.OpenHouseStartTime;
      return typeof start !== 'string' || !CLOCK_TIME.test(start) || minutesOf(end) - minutesOf(start) <= OPEN_HOUSE_LIMITS.hours * 60;
    }),
  OpenHouseType: mixed<OpenHouseType>()
    .required(T.type)
    .oneOf([...OPEN_HOUSE_TYPES], T.type),
  OpenHouseRemarks: optionalText().typeError(T.remarks).max(OPEN_HOUSE_LIMITS.remarks, T.remarks),
  /** The host; the listing's agent when left out. */
  ShowingAgentKey: optionalText().typeError(T.showingAgent).max(128, T.showingAgent),
  /** People at most; null or left out: no limit. */
  capacity: wholeNumber(1, OPEN_HOUSE_LIMITS.capacity, T.capacity).nullable().optional(),
});

/** POST /api/admin/open-houses. */
export const openHouseCreateSchema = openHouseChangeSchema.shape({
  ListingKey: trimmedString()
    .typeError(T.listing)
    .required(T.listing)
    .max(...atMost('propertyId', 'Listing')),
});

export type OpenHouseChangeInput = InferType<typeof openHouseChangeSchema>;
export type OpenHouseCreateInput = InferType<typeof openHouseCreateSchema>;

/** An RSVP: the guest, their party, and an invited guest's token. Sending it agrees to be contacted about the home, as every lead form does. */
export const rsvpSchema = object({
  name: leadName,
  email: leadEmail,
  phone: leadPhone,
  partySize: wholeNumber(1, OPEN_HOUSE_LIMITS.partySize, T.partySize).required(T.partySize),
  /** The invitation's link, for an open house by invitation only. */
  invitation: optionalText().typeError(T.invalidInvitation).max(1000, T.invalidInvitation),
});
export type RsvpInput = InferType<typeof rsvpSchema>;

/** A check-in at the door: the visitor, and the door's code when no staff member is signed in. */
export const checkInSchema = object({
  name: leadName,
  email: leadEmail,
  phone: leadPhone,
  workingWithAgent: boolean()
    .typeError('Please say whether you are working with an agent')
    .required('Please say whether you are working with an agent'),
  followUpConsent: boolean().typeError('Follow-up consent must be yes or no').default(false),
  door: optionalText().typeError(T.invalidDoor).max(1000, T.invalidDoor),
});
export type CheckInInput = InferType<typeof checkInSchema>;

/** A signed link's token in a body (cancel an RSVP). */
export const linkTokenSchema = object({
  token: string().typeError(T.invalidRsvpLink).required(T.invalidRsvpLink).max(1000, T.invalidRsvpLink),
});

const { invitationsPerSend, sellerEmails } = OPEN_HOUSE_LIMITS;

/** POST /api/admin/open-houses/{id}/invitations: leads chosen from the list and emails typed in, together 1 to 50. */
export const invitationSchema = object({
  leadIds: array(string().typeError(T.leadNotFound).required(T.leadNotFound).max(128, T.leadNotFound))
    .typeError(T.recipients)
    .max(invitationsPerSend, T.recipients)
    .default([]),
  emails: array(emailField(T.invitationEmail).max(...atMost('email', 'Email')))
    .typeError(T.recipients)
    .max(invitationsPerSend, T.recipients)
    .default([]),
}).test('recipients', T.recipients, ({ leadIds, emails }) => {
  const count = leadIds.length + emails.length;
  return count >= 1 && count <= invitationsPerSend;
});
export type InvitationInput = InferType<typeof invitationSchema>;

/** POST /api/admin/open-houses/{id}/report/email: the sellers' addresses and a note of the agent's. */
export const reportEmailSchema = object({
  emails: array(emailField(T.sellerEmail).max(...atMost('email', 'Email')))
    .typeError(T.sellerEmails)
    .required(T.sellerEmails)
    .min(1, T.sellerEmails)
    .max(sellerEmails, T.sellerEmails),
  note: optionalText()
    .typeError(`Note must be at most ${OPEN_HOUSE_LIMITS.sellerNote} characters`)
    .max(OPEN_HOUSE_LIMITS.sellerNote, `Note must be at most ${OPEN_HOUSE_LIMITS.sellerNote} characters`),
});
export type ReportEmailInput = InferType<typeof reportEmailSchema>;
