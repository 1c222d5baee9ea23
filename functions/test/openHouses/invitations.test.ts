import request from 'supertest';
import { OPEN_HOUSE_LIMITS, OPEN_HOUSE_TEXTS, type OpenHouse } from '@estate/domain';
import { storedLeads } from '../support/leads';
import { testApp } from '../support/testApp';
import {
  asStaff,
  calendarOf,
  createOpenHouse,
  guest,
  LISTING_ADDRESS,
  linkToken,
  mailTo,
  openHouseForm,
  postRsvp,
  seedListing,
} from './openHouseFixtures';

/** docs/product/open-houses.md#open-houses: an open house by invitation only shows no time or place publicly; only the invited RSVP. */
const t = testApp();
let admin: string;
let preview: OpenHouse;
beforeEach(async () => {
  await t.reset();
  admin = await t.signInAsAdmin();
  await seedListing(t, 'erie');
  preview = await createOpenHouse(
    t,
    admin,
    openHouseForm('erie', {
      OpenHouseType: 'By Invitation',
      OpenHouseStartTime: '18:30',
      OpenHouseEndTime: '20:45',
      OpenHouseRemarks: 'Gate code 4471.',
    }),
  );
});
afterAll(() => t.teardown());

const invite = (body: object, cookie = admin) =>
  asStaff(t, cookie).post(`/api/admin/open-houses/${preview.OpenHouseKey}/invitations`, body);

describe('an open house by invitation only, publicly', () => {
  it('shows neither its time, its address, its listing nor its remarks in the API', async () => {
    const list = await request(t.app).get('/api/open-houses').expect(200);
    expect(list.body).toEqual([{ kind: 'invitation', id: preview.OpenHouseKey, type: 'By Invitation', neighborhood: 'Hyde Park' }]);
    const one = await request(t.app).get(`/api/open-houses/${preview.OpenHouseKey}`).expect(200);
    expect(one.body).toEqual(list.body[0]);
    const ofListing = await request(t.app).get('/api/properties/erie/open-houses').expect(200);
    expect(ofListing.body).toEqual(list.body);
    for (const text of [list.text, one.text, ofListing.text]) {
      expect(text).not.toContain('Erie Ave');
      expect(text).not.toContain('Gate code');
      expect(text).not.toContain(preview.OpenHouseStartTime);
      expect(text).not.toContain(preview.OpenHouseEndTime);
    }
    expect((await request(t.app).get(`/api/open-houses/${preview.OpenHouseKey}.ics`).expect(404)).body).toEqual({
      message: OPEN_HOUSE_TEXTS.notFound,
    });
  });

  it("refuses an uninvited visitor's RSVP with 403, and a forged invitation's too", async () => {
    const refused = await postRsvp(t, preview.OpenHouseKey, guest(1)).expect(403);
    expect(refused.body).toEqual({ message: OPEN_HOUSE_TEXTS.invitedOnly });
    const forged = await postRsvp(t, preview.OpenHouseKey, guest(1, { invitation: 'i1.e30.forged' })).expect(403);
    expect(forged.body).toEqual({ message: OPEN_HOUSE_TEXTS.invalidInvitation });
    expect(await storedLeads(t.deps.db)).toEqual([]);
  });
});

describe('POST /api/admin/open-houses/:id/invitations', () => {
  it('emails each invitee their own link, through which alone they see it whole and RSVP', async () => {
    const lead = await t.deps.db.collection('leads').add({
      name: 'Morgan Blake',
      email: 'morgan@example.com',
      source: 'contact_form',
      ownerId: null,
      createdAt: new Date(),
      activity: [],
      notes: [],
      status: 'New',
    });
    const sent = await invite({ leadIds: [lead.id], emails: ['client@example.com', 'CLIENT@example.com'] }).expect(201);
    expect(sent.body.sent.map((invitation: { email: string }) => invitation.email).sort()).toEqual([
      'client@example.com',
      'morgan@example.com',
    ]);
    expect(sent.body.alreadyInvited).toBe(0);
    const again = await invite({ emails: ['client@example.com'] }).expect(201);
    expect(again.body).toEqual({ sent: [], alreadyInvited: 1 });

    const [mail] = await mailTo(t, 'morgan@example.com');
    expect(mail?.subject).toBe("You're invited: private preview of Erie Avenue Colonial");
    expect(mail?.text).toContain(LISTING_ADDRESS);
    expect(mail?.text).toContain('6:30 PM – 8:45 PM');
    expect(await mailTo(t, 'client@example.com')).toHaveLength(1);

    const token = linkToken(mail!, 'invitation');
    const view = await request(t.app).get(`/api/open-houses/${preview.OpenHouseKey}/invitation`).query({ token }).expect(200);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(view.body).toMatchObject({
      invitee: { email: 'morgan@example.com', name: 'Morgan Blake' },
      openHouse: {
        type: 'By Invitation',
        startsAt: preview.OpenHouseStartTime,
        listing: { address: LISTING_ADDRESS },
        remarks: 'Gate code 4471.',
      },
    });

    // The invited address is the guest's, whatever the form says.
    const rsvp = await postRsvp(t, preview.OpenHouseKey, guest(1, { invitation: token, email: 'someone-else@example.com' })).expect(201);
    expect(rsvp.body).toMatchObject({ status: 'going', message: OPEN_HOUSE_TEXTS.going('morgan@example.com') });
    const confirmation = (await mailTo(t, 'morgan@example.com')).find((sentMail) => sentMail.subject.startsWith("You're on the list"));
    expect(calendarOf(confirmation!)).toContain('METHOD:REQUEST');
    // An invited lead's RSVP is told on their own lead; no other is made.
    const leads = await storedLeads(t.deps.db);
    expect(leads.map((stored) => stored.id)).toEqual([lead.id]);
    expect(leads[0]!.data.activity.at(-1)).toEqual(
      expect.objectContaining({ type: 'open_house', detail: expect.stringMatching(/^RSVP going/) }),
    );

    // Another open house's invitation does not open this one.
    const other = await createOpenHouse(t, admin, openHouseForm('erie', { OpenHouseType: 'By Invitation' }));
    await postRsvp(t, other.OpenHouseKey, guest(2, { invitation: token })).expect(403);
    expect((await request(t.app).get(`/api/open-houses/${other.OpenHouseKey}/invitation`).query({ token }).expect(400)).body).toEqual({
      message: OPEN_HOUSE_TEXTS.invalidInvitation,
    });
  });

  it(`holds an open house to ${OPEN_HOUSE_LIMITS.invitationsPerOpenHouse} invitations, ${OPEN_HOUSE_LIMITS.invitationsPerSend} a send`, async () => {
    const emails = (from: number, count: number) => Array.from({ length: count }, (_, n) => `invitee${from + n}@example.com`);
    const tooMany = await invite({ emails: emails(0, OPEN_HOUSE_LIMITS.invitationsPerSend + 1) }).expect(400);
    expect(tooMany.body.message).toBe(OPEN_HOUSE_TEXTS.recipients);
    expect((await invite({ emails: [] }).expect(400)).body.message).toBe(OPEN_HOUSE_TEXTS.recipients);
    expect((await invite({ emails: ['not-an-email'] }).expect(400)).body.message).toBe(OPEN_HOUSE_TEXTS.invitationEmail);

    for (let from = 0; from < OPEN_HOUSE_LIMITS.invitationsPerOpenHouse - 10; from += OPEN_HOUSE_LIMITS.invitationsPerSend) {
      await invite({
        emails: emails(from, Math.min(OPEN_HOUSE_LIMITS.invitationsPerSend, OPEN_HOUSE_LIMITS.invitationsPerOpenHouse - 10 - from)),
      }).expect(201);
    }
    const over = await invite({ emails: emails(1000, 11) }).expect(400);
    expect(over.body).toEqual({ message: OPEN_HOUSE_TEXTS.invitationLimit(10) });
    await invite({ emails: emails(1000, 10) }).expect(201);
    const { body } = await asStaff(t, admin).get(`/api/admin/open-houses/${preview.OpenHouseKey}`).expect(200);
    expect(body.invitations).toBe(OPEN_HOUSE_LIMITS.invitationsPerOpenHouse);
  });

  it("refuses invitations to a public open house (409), another agent's open house (403), and a lead the agent may not see (400)", async () => {
    const open = await createOpenHouse(t, admin, openHouseForm('erie'));
    const refused = await asStaff(t, admin)
      .post(`/api/admin/open-houses/${open.OpenHouseKey}/invitations`, { emails: ['a@example.com'] })
      .expect(409);
    expect(refused.body).toEqual({ message: OPEN_HOUSE_TEXTS.notInvitationOnly });

    const { cookie: agent, user } = await t.signInAsAgent();
    expect((await invite({ emails: ['a@example.com'] }, agent).expect(403)).body).toEqual({ message: OPEN_HOUSE_TEXTS.notYours });

    await seedListing(t, 'theirs', {}, user.id);
    const theirs = await createOpenHouse(t, agent, openHouseForm('theirs', { OpenHouseType: 'By Invitation' }));
    const othersLead = await t.deps.db.collection('leads').add({
      name: 'Casey Morgan',
      email: 'casey@example.com',
      source: 'contact_form',
      ownerId: 'another-agent',
      createdAt: new Date(),
      activity: [],
      notes: [],
      status: 'New',
    });
    const hidden = await asStaff(t, agent)
      .post(`/api/admin/open-houses/${theirs.OpenHouseKey}/invitations`, { leadIds: [othersLead.id] })
      .expect(400);
    expect(hidden.body).toEqual({ message: OPEN_HOUSE_TEXTS.leadNotFound });
  });
});
