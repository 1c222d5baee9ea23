import type { Express } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import type { PropertyInput, User, VisitRef } from '@estate/domain';
import { apiApp } from '../../src/composition';
import type { FeedbackRequests, FeedbackVisitor } from '../../src/visitFeedback';
import { MAIL_OUTBOX, type OutgoingMail } from '../../src/platform';
import { SHOWINGS } from '../../src/showings';
import { newClientAddress } from '../support/leads';
import { storedListing } from '../support/storedListing';
import { ORIGIN, testApp, testConfig } from '../support/testApp';
import { appCheckHeader } from '../support/appCheck';

/** A Monday in May 2030 (Cincinnati on daylight time): 10:00 AM there is 14:00 UTC. */
export const MONDAY = '2030-05-06';
export const LISTING = 'hyde-park-colonial';
export const LISTING_TITLE = 'Hyde Park Colonial';
export const LISTING_ADDRESS = '3500 Erie Ave, Cincinnati, OH 45208';

/** The feedback module as the showings call it, recording each call. */
export function fakeFeedback(): FeedbackRequests & { requested: FeedbackVisitor[]; withdrawn: VisitRef[] } {
  const requested: FeedbackVisitor[] = [];
  const withdrawn: VisitRef[] = [];
  return {
    requested,
    withdrawn,
    request: async (visitor) => void requested.push(visitor),
    withdraw: async (visit) => void withdrawn.push(visit),
    answers: async () => [],
  };
}

/** One calendar file's properties, its long lines unfolded (RFC 5545). */
export function icsOf(mail: OutgoingMail | undefined) {
  const file = mail?.attachments?.find((attachment) => attachment.filename.endsWith('.ics'));
  if (!file) throw new Error(`No calendar file in ${mail?.subject ?? 'a missing email'}`);
  const text = file.content.replace(/\r\n[ \t]/g, '');
  const field = (name: string) => new RegExp(`^${name}[:;]([^\\r\\n]*)`, 'm').exec(text)?.[1]?.replace(/^.*:/, '');
  return {
    text,
    contentType: file.contentType,
    uid: field('UID'),
    sequence: Number(field('SEQUENCE')),
    method: field('METHOD'),
    status: field('STATUS'),
    start: field('DTSTART'),
  };
}

/** What the showing form sends (docs/product/showings.md#schedule-a-showing), for `time` on MONDAY at LISTING. */
export const showingForm = (time = '10:00 AM') => ({
  name: 'Taylor Reed',
  email: 'taylor@example.com',
  phone: '513-555-0104',
  propertyId: LISTING,
  preferredDate: MONDAY,
  preferredTime: time,
});

/**
 * The showing tests' world: the api with a recording feedback module, a listing whose agent is
 * `agent`, and the emails queued in the outbox.
 */
export function showingWorld() {
  const t = testApp();
  const feedback = fakeFeedback();
  const app: Express = apiApp(t.deps, t.repos, feedback);

  const world = {
    t,
    app,
    feedback,

    async reset() {
      await t.reset();
      feedback.requested.length = 0;
      feedback.withdrawn.length = 0;
    },

    /** A listing on the site, shown by `agent` (its listing agent unless `showingAgent` is given). */
    async listing(agent?: User, extra: Partial<PropertyInput> & { ShowingAgentKey?: string } = {}, id = LISTING) {
      const listing = storedListing({ title: LISTING_TITLE, address: LISTING_ADDRESS, ...extra }, '2026-03-02T12:00:00Z');
      await t.deps.db
        .collection('properties')
        .doc(id)
        .set({ ...listing, ...(agent ? { ListAgentKey: agent.id } : {}) });
    },

    /** POST /api/showings from the showing form for `time` on `date`; `body` adds or replaces fields. */
    request(
      time = '10:00 AM',
      options: { date?: string; email?: string; key?: string | null; propertyId?: string; client?: string; body?: object } = {},
    ) {
      const call = request(app)
        .post('/api/showings')
        .set(appCheckHeader())
        .set('X-Forwarded-For', options.client ?? newClientAddress());
      const key = options.key === undefined ? `key-${Math.random()}` : options.key;
      return (key === null ? call : call.set('Idempotency-Key', key)).send({
        ...showingForm(time),
        ...(options.email ? { email: options.email } : {}),
        ...(options.propertyId === undefined ? {} : { propertyId: options.propertyId }),
        ...(options.date ? { preferredDate: options.date } : {}),
        ...options.body,
      });
    },

    /** A showing requested through the form: its id (the lead's). */
    async booked(time = '10:00 AM', date = MONDAY): Promise<string> {
      const response = await world.request(time, { date }).expect(201);
      return response.body.id as string;
    },

    slots: (date = MONDAY, propertyId = LISTING) => request(app).get('/api/showings/slots').query({ propertyId, date }),

    as: (cookie: string) => ({
      get: (path: string) => request(app).get(path).set('Cookie', cookie),
      post: (path: string, body: object = {}) => request(app).post(path).set('Cookie', cookie).set('Origin', ORIGIN).send(body),
      put: (path: string, body: object) => request(app).put(path).set('Cookie', cookie).set('Origin', ORIGIN).send(body),
      delete: (path: string) => request(app).delete(path).set('Cookie', cookie).set('Origin', ORIGIN),
    }),

    /** The emails queued for onMailQueued as they were written, oldest first. */
    queued: () => t.queuedMail(),

    /** The last queued email to `address` (whose subject starts with `subject`, when given). */
    async lastTo(address: string, subject = ''): Promise<OutgoingMail | undefined> {
      return (await world.queued()).findLast((mail) => mail.to.includes(address) && mail.subject.startsWith(subject));
    },

    /** The visitor's confirmation of the request `id`, as queued in the outbox. */
    async confirmationOf(id: string): Promise<OutgoingMail> {
      const doc = await t.deps.db.collection(MAIL_OUTBOX).doc(`showing-${id}-0-visitor`).get();
      if (!doc.exists) throw new Error('No showing confirmation was queued');
      return doc.get('mail') as OutgoingMail;
    },

    /** The token of the manage link in `mail`. */
    tokenIn(mail: OutgoingMail | undefined): string {
      const token = mail && /\/showings\/manage\?token=([^\s"&]+)/.exec(mail.text)?.[1];
      if (!token) throw new Error(`No manage link in ${mail?.subject ?? 'a missing email'}`);
      return decodeURIComponent(token);
    },

    /** Moves a stored booking to start at `start` (for the cut-off and the reminders). */
    async startsAt(id: string, start: Date) {
      await t.deps.db
        .collection(SHOWINGS)
        .doc(id)
        .update({ start: Timestamp.fromDate(start), end: Timestamp.fromMillis(start.getTime() + 60 * 60_000) });
    },

    showing: async (id: string) => (await t.repos.showings.get(id))!,
  };
  return world;
}

export { ORIGIN, testConfig };
