import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { VISITOR_EMAIL_LIMIT_REASON, VISITOR_EMAILS_PER_ADDRESS_PER_DAY } from '@estate/domain';
import { postLead, storedLeads, validPayloads } from '../support/leads';
import { ORIGIN, testApp } from '../support/testApp';
import {
  asStaff,
  createOpenHouse,
  fakeFeedback,
  guest,
  linkToken,
  openHouseForm,
  postRsvp,
  queuedMail,
  seedListing,
} from './openHouseFixtures';
import { appCheckHeader } from '../support/appCheck';

/**
 * docs/product/open-houses.md#open-houses: an RSVP's confirmation and a check-in's feedback email go to an
 * address nobody has verified, so they count against the same daily share per mailbox as the
 * leads' visitor emails (visitorEmailCounts). Past it the RSVP or check-in is stored all the same,
 * without the email, and its lead says why.
 */
const fake = fakeFeedback();
const t = testApp({}, {}, fake.feedback);
let admin: string;
beforeEach(async () => {
  await t.reset();
  fake.clear();
  admin = await t.signInAsAdmin();
  await seedListing(t, 'erie');
});
afterAll(() => t.teardown());

const SHARE = VISITOR_EMAILS_PER_ADDRESS_PER_DAY;
/** The emails queued to `email`, in any case. */
const mailTo = async (email: string) =>
  (await queuedMail(t)).filter((mail) => mail.to.some((to) => to.toLowerCase() === email.toLowerCase()));
const openHouse = async () => (await createOpenHouse(t, admin, openHouseForm('erie'))).OpenHouseKey;
/** The open-house steps told on the person's lead for `email`. */
const toldOn = async (email: string) =>
  (await storedLeads(t.deps.db))
    .filter(({ data }) => data.source === 'open_house' && String(data.email).toLowerCase() === email.toLowerCase())
    .flatMap(({ data }) => (data.activity as { type: string; detail?: string }[]).filter((entry) => entry.type === 'open_house'))
    .map((entry) => entry.detail);

describe('the daily share per mailbox, for open-house emails', () => {
  it("stores an RSVP past its mailbox's share, however the address is spelt, without its confirmation, and says why on the lead", async () => {
    // The lead forms' visitor emails use up the mailbox's share but one.
    for (let n = 0; n < SHARE - 1; n += 1) await postLead(t.app, { ...validPayloads.contact_form, email: 'casey@example.com' }).expect(201);
    const first = await openHouse();
    await postRsvp(t, first, guest(1, { email: 'Casey@Example.com' })).expect(201);
    expect(await mailTo('Casey@Example.com')).toHaveLength(1);

    const second = await openHouse();
    const over = await postRsvp(t, second, guest(1, { email: 'casey+homes@example.com' })).expect(201);
    expect(over.body).toMatchObject({ status: 'going' });
    expect(await mailTo('casey+homes@example.com')).toEqual([]);
    const { body } = await asStaff(t, admin).get(`/api/admin/open-houses/${second}/guests`).expect(200);
    expect(body.rsvps).toEqual([expect.objectContaining({ email: 'casey+homes@example.com', status: 'going' })]);
    expect(await toldOn('casey+homes@example.com')).toEqual([
      expect.stringMatching(
        new RegExp(`^RSVP going, party of 1 person, to .*\\. No confirmation email: ${escaped(VISITOR_EMAIL_LIMIT_REASON)}\\.$`),
      ),
    ]);

    // Another mailbox is not affected.
    await postRsvp(t, second, guest(2)).expect(201);
    expect(await mailTo('guest2@example.com')).toHaveLength(1);
  });

  it("counts RSVP confirmations against a lead's visitor email, and a reply sent again once", async () => {
    const key = randomUUID();
    const first = await openHouse();
    await postRsvp(t, first, guest(1), key).expect(201);
    await postRsvp(t, first, guest(1), key).expect(200);
    for (let n = 1; n < SHARE; n += 1) await postRsvp(t, await openHouse(), guest(1)).expect(201);
    expect(await mailTo('guest1@example.com')).toHaveLength(SHARE);

    await postLead(t.app, { ...validPayloads.contact_form, email: 'guest1@example.com' }).expect(201);
    const lead = (await storedLeads(t.deps.db)).find(({ data }) => data.source === 'contact_form');
    expect(lead?.data.delivery.visitorEmail).toEqual({ state: 'skipped', attempts: 0, reason: VISITOR_EMAIL_LIMIT_REASON });
  });

  it("checks a visitor in past their mailbox's share without asking for feedback, and says why on the lead", async () => {
    for (let n = 0; n < SHARE; n += 1) await postLead(t.app, { ...validPayloads.popup_lead_form, email: 'jordan@example.com' }).expect(201);
    const id = await openHouse();
    const visitor = {
      name: 'Jordan Hale',
      email: 'JORDAN@example.com',
      phone: '513-555-0199',
      workingWithAgent: false,
      followUpConsent: true,
    };
    await request(t.app)
      .post(`/api/open-houses/${id}/check-ins`)
      .set(appCheckHeader())
      .set('Cookie', admin)
      .set('Origin', ORIGIN)
      .set('Idempotency-Key', randomUUID())
      .send(visitor)
      .expect(201);
    expect(fake.requested).toEqual([]);
    expect(await toldOn('jordan@example.com')).toEqual([
      expect.stringMatching(
        new RegExp(`\\(working with an agent: no; follow-up: yes\\)\\. No feedback email: ${escaped(VISITOR_EMAIL_LIMIT_REASON)}\\.$`),
      ),
    ]);
  });

  it('asks a checked-in visitor for feedback within the share, and counts it', async () => {
    const id = await openHouse();
    const checkIn = (email: string) =>
      request(t.app)
        .post(`/api/open-houses/${id}/check-ins`)
        .set(appCheckHeader())
        .set('Cookie', admin)
        .set('Origin', ORIGIN)
        .set('Idempotency-Key', randomUUID())
        .send({ name: 'Jordan Hale', email, phone: '513-555-0199', workingWithAgent: false, followUpConsent: true });
    await checkIn('jordan@example.com').expect(201);
    expect(fake.requested.map(({ email }) => email)).toEqual(['jordan@example.com']);

    for (let n = 1; n < SHARE; n += 1) await postLead(t.app, { ...validPayloads.popup_lead_form, email: 'jordan@example.com' }).expect(201);
    await postLead(t.app, { ...validPayloads.popup_lead_form, email: 'jordan@example.com' }).expect(201);
    const skipped = (await storedLeads(t.deps.db)).filter(({ data }) => data.delivery?.visitorEmail?.state === 'skipped');
    expect(skipped).toHaveLength(1);
  });

  it("confirms an invited guest's RSVP whatever their mailbox's share: the invitation mailed there proves the address", async () => {
    const preview = await createOpenHouse(t, admin, openHouseForm('erie', { OpenHouseType: 'By Invitation' }));
    await asStaff(t, admin)
      .post(`/api/admin/open-houses/${preview.OpenHouseKey}/invitations`, { emails: ['client@example.com'] })
      .expect(201);
    const [invitation] = await mailTo('client@example.com');
    for (let n = 0; n < SHARE; n += 1) await postLead(t.app, { ...validPayloads.contact_form, email: 'client@example.com' }).expect(201);

    await postRsvp(t, preview.OpenHouseKey, guest(1, { invitation: linkToken(invitation!, 'invitation') })).expect(201);
    const confirmations = (await mailTo('client@example.com')).filter((mail) => mail.subject.startsWith("You're on the list"));
    expect(confirmations).toHaveLength(1);
  });
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
