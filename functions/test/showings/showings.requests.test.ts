import { Timestamp } from 'firebase-admin/firestore';
import {
  HONEYPOT_FIELD,
  SLOT_JUST_TAKEN,
  TEXT_LIMITS,
  VISITOR_EMAIL_LIMIT_REASON,
  VISITOR_EMAILS_PER_ADDRESS_PER_DAY,
  type User,
} from '@estate/domain';
import { LEADS, LEADS_PER_MINUTE } from '../../src/leads';
import type { OutgoingMail } from '../../src/platform';
import { firestoreShowingRepository, SHOWING_REQUESTED, SHOWING_SLOTS, SHOWINGS } from '../../src/showings';
import { newClientAddress, postLead, storedLeads, validPayloads } from '../support/leads';
import { icsOf, LISTING, LISTING_TITLE, ORIGIN, showingForm, showingWorld } from './showingWorld';

/**
 * docs/product/showings.md#showings: POST /api/showings, the showing form's own door: the form's checks, the
 * lead and the booking stored together or not at all, a retry that stores nothing more, and one
 * confirmation queued in the mail outbox. The spec's POST /api/leads takes the same request.
 */
const w = showingWorld();
const { t } = w;
let agent: User;
beforeEach(async () => {
  await w.reset();
  agent = await t.createUser({ username: 'agent', role: 'agent' });
  await w.listing(agent);
});
afterAll(() => t.teardown());

const count = async (collection: string) => (await t.deps.db.collection(collection).count().get()).data().count;
const queued = () => t.queuedMail();
const COMPOSED = 'Property: hyde-park-colonial\nPreferred date: 2030-05-06\nPreferred time: 10:00 AM\nAdditional information: None';

describe('POST /api/showings', () => {
  it('answers 201 with the lead, which is the booking, and stores the lead as the form sent it with the request composed', async () => {
    const response = await w.request('10:00 AM').expect(201);
    expect(response.body).toEqual({ id: expect.any(String), message: SHOWING_REQUESTED });
    expect(await storedLeads(t.deps.db)).toEqual([
      {
        id: response.body.id,
        data: {
          ...showingForm(),
          source: 'schedule_form',
          interest: 'buying',
          message: COMPOSED,
          // The lead's own email is the staff alert: the visitor's confirmation is the booking's.
          delivery: { staffAlert: { state: 'queued', attempts: 0 } },
          status: 'New',
          ownerId: null,
          notes: [],
          activity: [{ type: 'received', at: expect.any(String) }],
          createdAt: expect.any(Timestamp),
          updatedAt: expect.any(Timestamp),
        },
      },
    ]);
    expect((await w.showing(response.body.id)).leadId).toBe(response.body.id);
  });

  it('keeps the message the form composed, and leaves out the optional fields not given', async () => {
    const message = 'Property: Not specified\nPreferred date: 2030-05-06\nPreferred time: 10:00 AM\nAdditional information: Gate code 42';
    await w.request('10:00 AM', { propertyId: '', body: { message } }).expect(201);
    const [lead] = await storedLeads(t.deps.db);
    expect(lead?.data.message).toBe(message);
    expect(lead?.data).not.toHaveProperty('propertyId');
  });

  it.each([
    ['name', 'T', 'Name is required'],
    ['email', 'taylor', 'Invalid email address'],
    ['phone', '12345', 'Valid phone number is required'],
    ['preferredDate', undefined, 'Please select a date'],
    ['preferredDate', 'next Tuesday', 'Please select a date'],
    ['preferredTime', '', 'Please select a time'],
    ['preferredTime', '8:00 PM', 'Please select a time'],
    ['propertyId', 'x'.repeat(TEXT_LIMITS.propertyId + 1), `Property must be at most ${TEXT_LIMITS.propertyId} characters`],
  ])('answers 400 when %s is %p: %s, and stores nothing', async (field, value, message) => {
    const response = await w.request('10:00 AM', { body: { [field]: value } }).expect(400);
    expect(response.body).toEqual({ message, errors: { [field]: message } });
    expect(await count(LEADS)).toBe(0);
    expect(await count(SHOWINGS)).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it('answers 400 with every broken field of an empty form', async () => {
    const response = await w.request('10:00 AM', { body: { name: '', email: '', phone: '', preferredDate: '', preferredTime: '' } });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'name', 'phone', 'preferredDate', 'preferredTime']);
  });

  it(`answers a bot that filled "${HONEYPOT_FIELD}" as usual but stores, books and sends nothing`, async () => {
    const response = await w.request('10:00 AM', { body: { [HONEYPOT_FIELD]: 'http://spam.example' } }).expect(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9]{20}$/), message: SHOWING_REQUESTED });
    expect(await count(LEADS)).toBe(0);
    expect(await count(SHOWING_SLOTS)).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it('refuses a listing not open for showings with 400, storing nothing', async () => {
    await w.listing(agent, {}, 'pending-home');
    await t.deps.db.collection('properties').doc('pending-home').update({ StandardStatus: 'Pending', listingSet: 'agency:Pending' });
    const response = await w.request('10:00 AM', { propertyId: 'pending-home' }).expect(400);
    expect(response.body.message).toBe('This home is not open for showings yet: ask an agent about it instead');
    expect(await count(LEADS)).toBe(0);
  });
});

describe('POST /api/showings with an Idempotency-Key', () => {
  it('answers a retry with the same 201 and id: one lead, one booking, one confirmation and one notice to the agent', async () => {
    const first = await w.request('10:00 AM', { key: 'retry-1' }).expect(201);
    const retry = await w.request('10:00 AM', { key: 'retry-1' }).expect(201);
    expect(retry.body).toEqual(first.body);
    expect(await count(LEADS)).toBe(1);
    expect(await count(SHOWINGS)).toBe(1);
    expect(await count(SHOWING_SLOTS)).toBe(1);
    expect((await queued()).map((mail) => mail.to)).toEqual(expect.arrayContaining([['taylor@example.com'], [agent.email]]));
    expect(await queued()).toHaveLength(2);
  });

  it('stores one lead and one booking when retries race', async () => {
    const responses = await Promise.all(Array.from({ length: 4 }, () => w.request('11:00 AM', { key: 'race-1' })));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    expect(await count(LEADS)).toBe(1);
    expect(await count(SHOWINGS)).toBe(1);
  });

  it('answers 409 when the key comes back with another request, and books nothing more', async () => {
    await w.request('10:00 AM', { key: 'reused' }).expect(201);
    const response = await w.request('11:00 AM', { key: 'reused' }).expect(409);
    expect(response.body).toEqual({ message: 'Idempotency-Key was already used for a different request' });
    expect(await count(LEADS)).toBe(1);
    expect(await count(SHOWING_SLOTS)).toBe(1);
    expect((await w.slots().expect(200)).body.slots[2].available).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['longer than 200 characters', 'k'.repeat(201)],
  ])('answers 400 for a key that is %s', async (_case, key) => {
    const response = await w.request('10:00 AM', { key }).expect(400);
    expect(response.body).toEqual({ message: 'Idempotency-Key must be 1 to 200 characters' });
    expect(await count(LEADS)).toBe(0);
  });

  it('books without a key too, once per request', async () => {
    await w.request('10:00 AM', { key: null }).expect(201);
    expect((await w.request('10:00 AM', { key: null, email: 'other@example.com' }).expect(409)).body.message).toBe(SLOT_JUST_TAKEN);
    expect(await count(LEADS)).toBe(1);
  });
});

describe('a showing request stores its lead and its booking together', () => {
  const hour = { start: new Date('2030-05-06T14:00:00Z'), propertyId: LISTING, listingTitle: LISTING_TITLE, listingAddress: 'here' };
  const lead = { ...showingForm(), source: 'schedule_form' as const, interest: 'buying', message: COMPOSED };

  it('stores neither when the lead cannot be stored', async () => {
    // eslint-disable-next-line no-restricted-syntax -- the one graph but for a lead store that fails inside the transaction
    const failingLeads = firestoreShowingRepository(t.deps.db, {
      ...t.repos.leads,
      createWithin: async (transaction, ...rest) => {
        await t.repos.leads.createWithin(transaction, ...rest);
        throw new Error('The lead store failed');
      },
    });
    const booking = { ...hour, agentKey: agent.id, visitor: { name: 'Taylor Reed', email: 'taylor@example.com' } };
    await expect(failingLeads.request({ lead, booking })).rejects.toThrow('The lead store failed');
    expect(await count(LEADS)).toBe(0);
    expect(await count(SHOWINGS)).toBe(0);
    expect(await count(SHOWING_SLOTS)).toBe(0);
  });

  it('stores neither when the hour cannot be booked: the lead written in the transaction is not kept', async () => {
    await w.request('10:00 AM').expect(201);
    const booking = { ...hour, agentKey: agent.id, visitor: { name: 'Sam Park', email: 'sam@example.com' } };
    expect(await t.repos.showings.request({ lead: { ...lead, email: 'sam@example.com' }, booking })).toBe('slotTaken');
    expect(await count(LEADS)).toBe(1);
    expect(await count(SHOWINGS)).toBe(1);
  });

  it('answers 409 for a slot another booking holds, with no lead, no booking and no email for the second visitor', async () => {
    await w.request('10:00 AM').expect(201);
    const response = await w.request('10:00 AM', { email: 'other@example.com' }).expect(409);
    expect(response.body.message).toBe(SLOT_JUST_TAKEN);
    expect(await count(LEADS)).toBe(1);
    expect((await queued()).filter((mail) => mail.to.includes('other@example.com'))).toEqual([]);
  });
});

describe("a showing request's emails", () => {
  it('queue one confirmation for the visitor, with the time in Cincinnati, the property with its photo and link, and an invitation', async () => {
    const id = (await w.request('10:00 AM').expect(201)).body.id as string;
    const toVisitor = (await queued()).filter((mail) => mail.to.includes('taylor@example.com'));
    expect(toVisitor).toHaveLength(1);
    const [mail] = toVisitor;
    expect(mail!.subject).toBe(`Your showing request: ${LISTING_TITLE}`);
    expect(mail!.text).toContain('Requested time: May 6, 2030 at 10:00 AM (Cincinnati time)');
    expect(mail!.text).toContain(`${ORIGIN}/showings/manage?token=`);
    expect(mail!.html).toContain(`href="${ORIGIN}/property/${LISTING}"`);
    expect(mail!.html).toMatch(new RegExp(`<img src="${ORIGIN}/[^"]+" alt="${LISTING_TITLE}"`));
    expect(icsOf(mail)).toEqual(
      expect.objectContaining({ uid: `showing-${id}@queencityestates.com`, sequence: 0, method: 'REQUEST', start: '20300506T140000Z' }),
    );
    expect(icsOf(mail).text).toContain(`SUMMARY:Showing: ${LISTING_TITLE}`);
    expect(icsOf(mail).text).toMatch(/ATTENDEE;.*CN="?Taylor Reed"?.*taylor@example\.com/);
  });

  it('greet, and name the attendee, only by a name that is plainly one', async () => {
    const id = (await w.request('10:00 AM', { body: { name: 'Visit www.deals.example now' } }).expect(201)).body.id as string;
    const mail = await w.confirmationOf(id);
    expect(mail.text).toContain('Thank you. We received your request for May 6, 2030 at 10:00 AM');
    expect(icsOf(mail).text).not.toContain('deals.example');
  });

  it("confirm a general consultation as one, with the agency's address", async () => {
    const id = (await w.request('10:00 AM', { propertyId: '' }).expect(201)).body.id as string;
    const mail = await w.confirmationOf(id);
    expect(mail.subject).toBe('Your consultation request');
    expect(mail.text).not.toContain('/showings/manage');
    expect(await queued()).toHaveLength(1);
  });

  it("leave the lead's own emails the staff alert alone: the visitor gets no second email", async () => {
    await w.request('10:00 AM').expect(201);
    const sent: OutgoingMail[] = [];
    await t.sendQueuedMail({ transport: { send: async (mail) => void sent.push(mail), verify: async () => undefined } });
    // The staff alert, the agent's notice and the visitor's one confirmation.
    expect(sent.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      [[agent.email], `Showing request: ${LISTING_TITLE}, Monday, May 6, 2030 at 10:00 AM`],
      [['leads@queencityestates.com'], 'New lead: Taylor Reed (Showing request)'],
      [['taylor@example.com'], `Your showing request: ${LISTING_TITLE}`],
    ]);
  });

  it(`keep to the visitor's mailbox share of ${VISITOR_EMAILS_PER_ADDRESS_PER_DAY} a day: past it the booking is made, the agent told, and the lead says why`, async () => {
    const times = ['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM'];
    const ids: string[] = [];
    // One mailbox, however its address is spelt.
    for (const [n, time] of times.entries()) ids.push((await w.request(time, { email: `Taylor+${n}@Example.com` }).expect(201)).body.id);
    const toVisitor = (await queued()).filter((mail) => mail.subject.startsWith('Your showing request'));
    expect(toVisitor).toHaveLength(VISITOR_EMAILS_PER_ADDRESS_PER_DAY);
    expect((await queued()).filter((mail) => mail.to.includes(agent.email))).toHaveLength(times.length);
    const last = await t.repos.leads.get(ids.at(-1)!);
    expect(last!.activity.at(-1)).toEqual({
      type: 'showing',
      at: expect.any(String),
      detail: `No confirmation email: ${VISITOR_EMAIL_LIMIT_REASON}.`,
    });
    expect(await count(SHOWINGS)).toBe(times.length);
  });
});

describe("the spec's POST /api/leads with source schedule_form", () => {
  it('is the same request: the showings store the lead and book the hour, and it answers as a lead', async () => {
    const response = await postLead(t.app, validPayloads.schedule_form).expect(201);
    expect(response.body).toEqual({ id: expect.any(String), message: 'Lead received' });
    const showing = await w.showing(response.body.id);
    expect(showing).toEqual(expect.objectContaining({ propertyId: LISTING, status: 'requested', start: '2030-05-06T14:00:00.000Z' }));
    expect((await w.confirmationOf(response.body.id)).subject).toBe(`Your showing request: ${LISTING_TITLE}`);
    expect((await postLead(t.app, { ...validPayloads.schedule_form, email: 'other@example.com' }).expect(409)).body.message).toBe(
      SLOT_JUST_TAKEN,
    );
  });

  it(`counts against the same ${LEADS_PER_MINUTE} a minute per client as the lead forms, at either door`, async () => {
    const client = newClientAddress();
    for (let lead = 0; lead < LEADS_PER_MINUTE / 2; lead += 1) await postLead(t.app, validPayloads.popup_lead_form, client).expect(201);
    const times = ['9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM'];
    const statuses: number[] = [];
    for (const time of times.slice(0, LEADS_PER_MINUTE / 2 + 1)) statuses.push((await w.request(time, { client })).status);
    expect(statuses).toEqual([...Array(LEADS_PER_MINUTE / 2).fill(201), 429]);
    expect((await postLead(t.app, validPayloads.popup_lead_form, client).expect(429)).body).toEqual({
      message: 'Too many requests. Please try again in a minute.',
    });
  });
});
