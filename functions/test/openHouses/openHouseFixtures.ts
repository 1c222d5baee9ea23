import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  agencyToday,
  type FeedbackAnswer,
  type OpenHouse,
  type OpenHouseCreateInput,
  type PropertyInput,
  type VisitRef,
} from '@estate/domain';
import type { FeedbackRequests, FeedbackVisitor } from '../../src/visitFeedback';
import { MAIL_OUTBOX, type OutgoingMail } from '../../src/platform';
import { newClientAddress } from '../support/leads';
import { storedListing } from '../support/storedListing';
import { ORIGIN, type testApp } from '../support/testApp';
import { appCheckHeader } from '../support/appCheck';

type TestApp = ReturnType<typeof testApp>;

/** The feedback module as the open houses use it, in memory: who was asked, what was withdrawn, and the answers to give. */
export function fakeFeedback() {
  const requested: FeedbackVisitor[] = [];
  const withdrawn: { visit: VisitRef; email?: string }[] = [];
  const answers: FeedbackAnswer[] = [];
  const feedback: FeedbackRequests = {
    request: async (visitor) => void requested.push(visitor),
    withdraw: async (visit, email) => void withdrawn.push({ visit, ...(email ? { email } : {}) }),
    answers: async (visit) => answers.filter((answer) => answer.visit.kind === visit.kind && answer.visit.id === visit.id),
  };
  return {
    feedback,
    requested,
    withdrawn,
    answers,
    clear() {
      requested.length = 0;
      withdrawn.length = 0;
      answers.length = 0;
    },
  };
}

export const LISTING_ADDRESS = '3520 Erie Ave, Cincinnati, OH 45208';
export const LISTING_TITLE = 'Erie Avenue Colonial';

/** A listing stored as the API stores one, Active and public unless `form` says otherwise; its agent is `agent`. */
export async function seedListing(t: TestApp, id: string, form: Partial<PropertyInput> = {}, agent?: string) {
  const listing = storedListing({ title: LISTING_TITLE, address: LISTING_ADDRESS, ...form }, '2026-03-02T12:00:00Z');
  await t.deps.db
    .collection('properties')
    .doc(id)
    .set({ ...listing, ...(agent ? { ListAgentKey: agent } : {}) });
}

/** The Cincinnati calendar day `days` from now, 'YYYY-MM-DD'. */
export const dayAhead = (days: number) => agencyToday(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** A form for an open house of `ListingKey` five days ahead, 1 to 3 PM Cincinnati time (`fields` may break it, to be refused). */
export const openHouseForm = (ListingKey: string, fields: Partial<Record<keyof OpenHouseCreateInput, unknown>> = {}) => ({
  ListingKey,
  OpenHouseDate: dayAhead(5),
  OpenHouseStartTime: '13:00',
  OpenHouseEndTime: '15:00',
  OpenHouseType: 'Public' as const,
  OpenHouseRemarks: 'Refreshments from the bakery on Erie.',
  ...fields,
});

/** As a signed-in staff member: requests that carry their cookie (and the site's Origin for writes). */
export const asStaff = (t: TestApp, cookie: string) => ({
  get: (path: string) => request(t.app).get(path).set('Cookie', cookie),
  post: (path: string, body: object = {}) => request(t.app).post(path).set('Cookie', cookie).set('Origin', ORIGIN).send(body),
  put: (path: string, body: object) => request(t.app).put(path).set('Cookie', cookie).set('Origin', ORIGIN).send(body),
});

export async function createOpenHouse(t: TestApp, cookie: string, form: object): Promise<OpenHouse> {
  const response = await asStaff(t, cookie).post('/api/admin/open-houses', form);
  if (response.status !== 201) throw new Error(`POST /api/admin/open-houses answered ${response.status}: ${response.text}`);
  return response.body as OpenHouse;
}

export const guest = (n: number, fields: object = {}) => ({
  name: `Guest Number${String.fromCharCode(64 + n)}`,
  email: `guest${n}@example.com`,
  phone: `513-555-01${String(n).padStart(2, '0')}`,
  partySize: 1,
  ...fields,
});

/** A visitor's RSVP from their own address, with a fresh Idempotency-Key unless one is given. */
export const postRsvp = (t: TestApp, id: string, body: object, key: string = randomUUID(), client = newClientAddress()) =>
  request(t.app)
    .post(`/api/open-houses/${id}/rsvps`)
    .set(appCheckHeader())
    .set('X-Forwarded-For', client)
    .set('Idempotency-Key', key)
    .send(body);

/** The emails queued for onMailQueued, oldest first. */
export async function queuedMail(t: TestApp): Promise<OutgoingMail[]> {
  const snapshot = await t.deps.db.collection(MAIL_OUTBOX).orderBy('queuedAt').get();
  return snapshot.docs.map((doc) => doc.get('mail') as OutgoingMail);
}

/** The emails queued to `email`. */
export const mailTo = async (t: TestApp, email: string) => (await queuedMail(t)).filter((mail) => mail.to.includes(email));

/** The signed token of the link to `page` ('rsvp', 'invitation', 'check-in') in an email's text. */
export function linkToken(mail: OutgoingMail, page: string): string {
  const match = new RegExp(`/open-houses/[^/\\s]+/${page}\\?(?:token|door)=([^\\s&"]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${page} link in "${mail.subject}"`);
  return decodeURIComponent(match[1]!);
}

/** The calendar file an email carries, or undefined. */
export const calendarOf = (mail: OutgoingMail) =>
  mail.attachments?.find((file) => file.filename.endsWith('.ics'))?.content as string | undefined;
