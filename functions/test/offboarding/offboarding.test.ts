import request from 'supertest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  BY_ROTATION,
  LEADS_COLLECTION,
  OFFBOARDING_TEXTS,
  OPEN_HOUSE_TEXTS,
  REACTIVATION_WINDOW_MS,
  USERS_COLLECTION,
  type User,
} from '@estate/domain';
import { AUDIT_EVENTS } from '../../src/audit';
import { SHOWINGS } from '../../src/showings';
import { OPEN_HOUSES } from '../../src/openHouses';
import { createOpenHouse, openHouseForm } from '../openHouses/openHouseFixtures';
import { LISTING, LISTING_TITLE, showingWorld } from '../showings/showingWorld';
import { seedLead } from '../support/leads';
import { emulatorProject } from '../support/emulators';
import { ORIGIN } from '../support/testApp';
import { STAFF_FACTORS, STAFF_PASSKEYS } from '../../src/staff/factors';
import { nextAuthSecond } from '../support/nextAuthSecond';

/**
 * docs/product/dashboard.md#users 'Deactivate': an agent's offboarding walked through every access
 * they had (session cookie, live inbox token, calendar feed, second factors, password sign-in) and
 * every open record they held (leads, a booked showing, an open house).
 */
const w = showingWorld();
const { t } = w;
beforeEach(() => w.reset());
afterAll(() => t.teardown());

const feedPath = (url: string) => new URL(url).pathname;
const admin = (cookie: string) => ({
  ...w.as(cookie),
  patch: (path: string, body: object) => request(w.app).patch(path).set('Cookie', cookie).set('Origin', ORIGIN).send(body),
});
const login = (username: string, password = 'luxury-admin-2026') =>
  request(w.app).post('/api/login').set('Origin', ORIGIN).send({ username, password });

/** Signs in to the Auth emulator with the live inbox's custom token, as the dashboard's SDK does: the ID token. */
async function liveInboxToken(cookie: string): Promise<string> {
  const { token } = (await admin(cookie).post('/api/session/realtime').expect(200)).body as { token: string };
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Reads a lead through the Firestore emulator's REST API with the live inbox's token: firestore.rules decide. */
const readAsLiveInbox = (idToken: string, leadId: string) =>
  fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${emulatorProject()}/databases/(default)/documents/${LEADS_COLLECTION}/${leadId}`,
    { headers: { Authorization: `Bearer ${idToken}` } },
  ).then((response) => response.status);

/** An admin (Avery Sinclair) and their cookie. */
async function signedInAdmin(): Promise<{ cookie: string; user: User }> {
  const cookie = await t.signInAsAdmin();
  return { cookie, user: (await admin(cookie).get('/api/user').expect(200)).body as User };
}

describe('POST /api/admin/users/:id/deactivate', () => {
  it("closes every access of the agent and hands their open work to the colleague, each change in the record's history and told by one email", async () => {
    const { cookie: adminCookie } = await signedInAdmin();
    const leaving = await t.signInAsAgent('leaving');
    const successor = await t.createUser({ username: 'successor', name: 'Sam Successor', role: 'agent' });
    const agentId = leaving.user.id;

    // Before: a booked (confirmed) showing and an open house on their listing, two open leads and a won one.
    await w.listing(leaving.user);
    const showingId = await w.booked('10:00 AM');
    await admin(leaving.cookie).post(`/api/showings/${showingId}/confirm`).expect(200);
    const openHouse = await createOpenHouse(t, leaving.cookie, openHouseForm(LISTING));
    const open = await seedLead(t.deps.db, { name: 'Jordan Open', ownerId: agentId, status: 'Contacted' }, 30);
    const fresh = await seedLead(t.deps.db, { name: 'Riley New', ownerId: agentId, status: 'New' }, 20);
    const won = await seedLead(t.deps.db, { name: 'Casey Won', ownerId: agentId, status: 'Won' }, 10);
    const feedUrl = (await admin(leaving.cookie).get('/api/calendar/feed').expect(200)).body.url as string;
    await request(w.app).get(feedPath(feedUrl)).expect(200);
    const idToken = await liveInboxToken(leaving.cookie);
    expect(await readAsLiveInbox(idToken, open.id)).toBe(200);
    await t.deps.db
      .doc(`${STAFF_PASSKEYS}/laptop`)
      .set({ uid: agentId, name: 'Laptop', publicKey: 'AAAA', counter: 0, createdAt: new Date() });
    await admin(leaving.cookie).get('/api/user').expect(200);

    expect((await admin(adminCookie).get(`/api/admin/users/${agentId}/offboarding`).expect(200)).body).toEqual({
      openLeads: 2,
      upcomingShowings: 1,
      upcomingOpenHouses: 1,
    });

    await nextAuthSecond();
    const response = await admin(adminCookie).post(`/api/admin/users/${agentId}/deactivate`, { reassignTo: successor.id }).expect(200);
    expect(response.body.user).toMatchObject({
      id: agentId,
      deactivatedBy: expect.any(String),
      reassignTo: successor.id,
      available: false,
    });
    expect(response.body.reassignments.map(({ kind, id, to }: { kind: string; id: string; to: string }) => [kind, id, to]).sort()).toEqual(
      [
        ['lead', open.id, successor.id],
        ['lead', fresh.id, successor.id],
        ['openHouse', openHouse.OpenHouseKey, successor.id],
        ['showing', showingId, successor.id],
      ].sort(),
    );
    // Each handover is an entry of the audit log of its own, by the admin who deactivated.
    const handovers = await w.t.deps.db.collection(AUDIT_EVENTS).where('action', '==', 'work.reassign').get();
    expect(handovers.docs.map((doc) => [doc.get('record.kind'), doc.get('record.id')]).sort()).toEqual(
      (response.body.reassignments as { kind: string; id: string }[]).map(({ kind, id }) => [kind, id]).sort(),
    );

    // Every access is closed: the cookie, the live inbox's token, the feed, password sign-in, the factors.
    await admin(leaving.cookie).get('/api/user').expect(401);
    await admin(leaving.cookie).post('/api/session/realtime').expect(401);
    expect(await readAsLiveInbox(idToken, open.id)).toBe(403);
    expect((await request(w.app).get(feedPath(feedUrl)).expect(404)).body.message).toBe('Calendar not found');
    expect((await login('leaving').expect(403)).body.message).toBe(OFFBOARDING_TEXTS.deactivated);
    // Their passkeys and authenticator app (the test app gives every account one) are revoked.
    expect((await t.deps.db.doc(`${STAFF_PASSKEYS}/laptop`).get()).exists).toBe(false);
    expect((await t.deps.db.doc(`${STAFF_FACTORS}/${agentId}`).get()).exists).toBe(false);
    // Gone from every assignment choice; still listed in the Users tab, as deactivated.
    const staff = (await admin(adminCookie).get('/api/staff').expect(200)).body as User[];
    expect(staff.map((member) => member.id)).not.toContain(agentId);
    const users = (await admin(adminCookie).get('/api/admin/users').expect(200)).body as User[];
    expect(users.find((user) => user.id === agentId)).toMatchObject({ deactivatedAt: response.body.user.deactivatedAt });

    // The records show the new owner, and each history says who handed it over and why.
    const why = 'Reassigned: Agent leaving was deactivated';
    for (const lead of [open, fresh]) {
      const stored = (await t.repos.leads.get(lead.id))!;
      expect(stored.ownerId).toBe(successor.id);
      expect(stored.activity.at(-1)).toMatchObject({
        type: 'owner_changed',
        actorName: 'Avery Sinclair',
        from: agentId,
        to: successor.id,
        detail: why,
      });
    }
    expect((await t.repos.leads.get(won.id))!.ownerId).toBe(agentId);
    const showing = await t.deps.db.collection(SHOWINGS).doc(showingId).get();
    expect(showing.get('agentKey')).toBe(successor.id);
    expect(showing.get('slotOwner')).toBe(successor.id);
    const showingLead = (await t.repos.leads.get(showingId))!;
    expect(showingLead.activity.at(-1)).toMatchObject({ type: 'showing', actorName: 'Avery Sinclair', detail: why });
    const hosted = await t.deps.db.collection(OPEN_HOUSES).doc(openHouse.OpenHouseKey).get();
    expect(hosted.get('ShowingAgentKey')).toBe(successor.id);
    expect(hosted.get('history')).toEqual([
      expect.objectContaining({ type: 'host_changed', from: agentId, to: successor.id, actorName: 'Avery Sinclair', detail: why }),
    ]);
    // The successor's feed has the showing and the open house now.
    const successorCookie = await t.signIn('successor');
    const successorFeed = (await admin(successorCookie).get('/api/calendar/feed').expect(200)).body.url as string;
    const feed = (await request(w.app).get(feedPath(successorFeed)).expect(200)).text;
    expect(feed).toContain(`UID:showing-${showingId}@`);
    expect(feed).toContain(`UID:open-house-${openHouse.OpenHouseKey}@`);

    // One email to the new owner, listing everything.
    const mails = (await t.queuedMail()).filter((mail) => mail.to.includes(successor.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Agent leaving's work handed over to you");
    expect(mails[0]!.text).toContain("Hello Sam Successor, Agent leaving's account was deactivated and these records are yours now:");
    expect(mails[0]!.text).toMatch(/Open leads:\n- (Jordan Open|Riley New)\n- (Jordan Open|Riley New)/);
    expect(mails[0]!.text).toContain(`Upcoming showings:\n- ${LISTING_TITLE}, `);
    expect(mails[0]!.text).toContain(`Upcoming open houses:\n- Open house: ${LISTING_TITLE}, `);

    // A retry changes nothing more and keeps the first deactivation's time.
    const retry = await admin(adminCookie).post(`/api/admin/users/${agentId}/deactivate`, { reassignTo: successor.id }).expect(200);
    expect(retry.body).toEqual({ user: response.body.user, reassignments: [] });
    expect((await t.queuedMail()).filter((mail) => mail.to.includes(successor.email))).toHaveLength(1);

    // Undone: they sign in again (a new session); the records stay with the successor; the old feed stays void.
    const reactivated = await admin(adminCookie).post(`/api/admin/users/${agentId}/reactivate`).expect(200);
    expect(reactivated.body.deactivatedAt).toBeUndefined();
    const back = await t.signIn('leaving');
    await admin(back).get('/api/user').expect(200);
    expect((await t.repos.leads.get(open.id))!.ownerId).toBe(successor.id);
    await request(w.app).get(feedPath(feedUrl)).expect(404);
    const newFeed = (await admin(back).get('/api/calendar/feed').expect(200)).body.url as string;
    expect(newFeed).not.toBe(feedUrl);
  });

  it("books a deactivated agent's listing as nobody's and hosts its new open houses by their maker", async () => {
    const { cookie, user: me } = await signedInAdmin();
    const leaving = await t.createUser({ username: 'leaving', name: 'Lee Leaving', role: 'agent' });
    await w.listing(leaving);
    await admin(cookie).post(`/api/admin/users/${leaving.id}/deactivate`, { reassignTo: me.id }).expect(200);

    // A visitor's request after it: held in the agency's hours, by nobody, for the rotation or an admin to take.
    const showing = await w.showing(await w.booked('10:00 AM'));
    expect(showing.agentKey).toBeUndefined();
    expect((await t.deps.db.collection(SHOWINGS).doc(showing.id).get()).get('slotOwner')).not.toBe(leaving.id);

    // A new open house on it is hosted by the admin who makes it; naming the deactivated agent is refused.
    expect((await createOpenHouse(t, cookie, openHouseForm(LISTING))).ShowingAgentKey).toBe(me.id);
    const named = await admin(cookie)
      .post('/api/admin/open-houses', openHouseForm(LISTING, { ShowingAgentKey: leaving.id }))
      .expect(400);
    expect(named.body.message).toBe(OPEN_HOUSE_TEXTS.showingAgent);
  });

  it('hands the work out by rotation to the available agents in turn, and refuses when nobody is available', async () => {
    const { cookie } = await signedInAdmin();
    const leaving = await t.createUser({ username: 'leaving', name: 'Lee Leaving', role: 'agent' });
    const first = await t.createUser({ username: 'first', name: 'Frances First', role: 'agent' });
    const second = await t.createUser({ username: 'second', name: 'Sid Second', role: 'agent' });
    for (const n of [1, 2, 3, 4]) await seedLead(t.deps.db, { name: `Lead ${n}`, ownerId: leaving.id, status: 'Qualified' }, n);

    for (const agent of [first, second]) await admin(cookie).patch(`/api/admin/users/${agent.id}`, { available: false }).expect(200);
    const refused = await admin(cookie).post(`/api/admin/users/${leaving.id}/deactivate`, { reassignTo: BY_ROTATION }).expect(409);
    expect(refused.body.message).toBe(OFFBOARDING_TEXTS.nobodyInRotation);
    expect(
      (await admin(cookie).get('/api/admin/users').expect(200)).body.find((user: User) => user.id === leaving.id).deactivatedAt,
    ).toBeUndefined();

    for (const agent of [first, second]) await admin(cookie).patch(`/api/admin/users/${agent.id}`, { available: true }).expect(200);
    const response = await admin(cookie).post(`/api/admin/users/${leaving.id}/deactivate`, { reassignTo: BY_ROTATION }).expect(200);
    const owners = (response.body.reassignments as { to: string }[]).map((reassignment) => reassignment.to);
    expect(owners).toHaveLength(4);
    expect(owners.filter((owner) => owner === first.id)).toHaveLength(2);
    expect(owners.filter((owner) => owner === second.id)).toHaveLength(2);
    // The rotation passes over the deactivated agent from now on, and an admin cannot make them available.
    const update = await admin(cookie).patch(`/api/admin/users/${leaving.id}`, { available: true }).expect(409);
    expect(update.body.message).toBe(OFFBOARDING_TEXTS.unavailable);
  });

  it('refuses yourself, an unknown account, a missing or inactive colleague, and assignment to a deactivated account', async () => {
    const { cookie, user: me } = await signedInAdmin();
    const leaving = await t.createUser({ username: 'leaving', name: 'Lee Leaving', role: 'agent' });
    const gone = await t.createUser({ username: 'gone', name: 'Gale Gone', role: 'agent' });
    const deactivate = (id: string, body: object) => admin(cookie).post(`/api/admin/users/${id}/deactivate`, body);

    expect((await deactivate(me.id, { reassignTo: leaving.id }).expect(409)).body.message).toBe(OFFBOARDING_TEXTS.self);
    expect((await deactivate('no-such-user', { reassignTo: me.id }).expect(404)).body.message).toBe('User not found');
    expect((await deactivate(leaving.id, {}).expect(400)).body.message).toBe(OFFBOARDING_TEXTS.reassignTo);
    expect((await deactivate(leaving.id, { reassignTo: 42 }).expect(400)).body.message).toBe(OFFBOARDING_TEXTS.reassignTo);
    for (const reassignTo of [leaving.id, 'no-such-user']) {
      expect((await deactivate(leaving.id, { reassignTo }).expect(400)).body.message).toBe(OFFBOARDING_TEXTS.colleague);
    }
    await deactivate(gone.id, { reassignTo: me.id }).expect(200);
    expect((await deactivate(leaving.id, { reassignTo: gone.id }).expect(400)).body.message).toBe(OFFBOARDING_TEXTS.colleague);
    const lead = await seedLead(t.deps.db, { name: 'Jordan Open', status: 'New' }, 5);
    await admin(cookie).patch(`/api/leads/${lead.id}`, { ownerId: gone.id }).expect(400);
  });

  it('leaves an active admin when two admins deactivate each other at once', async () => {
    await t.createUser({ username: 'first-admin', name: 'Ada First', role: 'admin' });
    await t.createUser({ username: 'second-admin', name: 'Bo Second', role: 'admin' });
    const cookies = [await t.signIn('first-admin'), await t.signIn('second-admin')];
    const ids = await Promise.all(cookies.map(async (cookie) => ((await admin(cookie).get('/api/user')).body as User).id));
    const answers = await Promise.all(
      cookies.map((cookie, n) => admin(cookie).post(`/api/admin/users/${ids[1 - n]}/deactivate`, { reassignTo: ids[n]! })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const loser = answers.find((answer) => answer.status !== 200)!;
    expect([loser.status, loser.body.message]).toEqual(
      loser.status === 409 ? [409, OFFBOARDING_TEXTS.lastAdmin] : [401, 'Please sign in to continue'],
    );
    const profiles = await t.deps.db.collection(USERS_COLLECTION).where('role', '==', 'admin').get();
    expect(profiles.docs.filter((profile) => !profile.get('deactivatedAt'))).toHaveLength(1);
  });
});

describe('POST /api/admin/users/:id/reactivate', () => {
  it(`works within ${REACTIVATION_WINDOW_MS / 86_400_000} days of the deactivation and is refused after, and for an active account`, async () => {
    const { cookie, user: me } = await signedInAdmin();
    const leaving = await t.createUser({ username: 'leaving', name: 'Lee Leaving', role: 'agent' });
    const reactivate = () => admin(cookie).post(`/api/admin/users/${leaving.id}/reactivate`);
    expect((await reactivate().expect(409)).body.message).toBe(OFFBOARDING_TEXTS.notDeactivated);

    const deactivatedAgo = async (ms: number) => {
      await admin(cookie).post(`/api/admin/users/${leaving.id}/deactivate`, { reassignTo: me.id }).expect(200);
      await t.deps.db
        .collection(USERS_COLLECTION)
        .doc(leaving.id)
        .update({ deactivatedAt: Timestamp.fromMillis(Date.now() - ms) });
    };
    // A minute's margin either side of the window's end, for the time the request takes.
    await deactivatedAgo(REACTIVATION_WINDOW_MS - 60_000);
    await reactivate().expect(200);
    await deactivatedAgo(REACTIVATION_WINDOW_MS + 60_000);
    expect((await reactivate().expect(409)).body.message).toBe(OFFBOARDING_TEXTS.windowPassed);
    expect((await login('leaving').expect(403)).body.message).toBe(OFFBOARDING_TEXTS.deactivated);
    await admin(cookie).post('/api/admin/users/no-such-user/reactivate').expect(404);
  });
});
