import request from 'supertest';
import { ACTIVITY_CONSENT_TEXT, FAVOURITE_NOTE_MAX_LENGTH, PERSONAL_DATA_LABELS } from '@estate/domain';
import { ACCOUNT_DELETIONS, CLIENTS } from '../../src/clients';
import { ANONYMISED_NAME, LEADS } from '../../src/leads';
import { postLead, validPayloads } from '../support/leads';
import { storedListing } from '../support/storedListing';
import { ORIGIN, testApp } from '../support/testApp';

const t = testApp();
afterAll(() => t.teardown());

const EMAIL = 'jordan@example.com';
let cookie: string;

beforeEach(async () => {
  await t.reset();
  const properties = t.deps.db.collection('properties');
  await properties.doc('hyde-park-estate').set(storedListing({ title: 'Hyde Park Estate' }, '2026-10-01T12:00:00Z'));
  await properties
    .doc('mt-adams-loft')
    .set(storedListing({ title: 'Mt. Adams Loft', neighborhood: 'Mount Adams' }, '2026-10-02T12:00:00Z'));
  cookie = await t.signInAsClient(EMAIL);
});

const as = (method: 'get' | 'put' | 'post' | 'delete', path: string, who = cookie) =>
  request(t.app)[method](path).set('Cookie', who).set('Origin', ORIGIN);

const queuedMail = () => t.queuedMail();

describe('favourites', () => {
  it('keeps a home with a note, shares it, lists it with the home, and drops it', async () => {
    await as('put', '/api/account/favourites/hyde-park-estate').send({}).expect(200);
    const shared = await as('put', '/api/account/favourites/hyde-park-estate').send({ note: 'Love the porch', shared: true }).expect(200);
    expect(shared.body).toMatchObject({ propertyId: 'hyde-park-estate', note: 'Love the porch', shared: true });

    const list = await as('get', '/api/account/favourites').expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ propertyId: 'hyde-park-estate', listing: expect.objectContaining({ title: 'Hyde Park Estate' }) }),
    ]);
    const state = await as('get', '/api/account/state').expect(200);
    expect(state.body.favourites).toEqual(['hyde-park-estate']);

    await as('delete', '/api/account/favourites/hyde-park-estate').expect(204);
    expect((await as('get', '/api/account/favourites').expect(200)).body).toEqual([]);
    const again = await as('delete', '/api/account/favourites/hyde-park-estate').expect(404);
    expect(again.body).toEqual({ message: 'This home is not in your favourites' });
  });

  it('refuses a home that does not exist, and a note over the limit, with 4xx messages', async () => {
    expect((await as('put', '/api/account/favourites/no-such-home').send({}).expect(404)).body).toEqual({ message: 'Property not found' });
    const long = await as('put', '/api/account/favourites/hyde-park-estate')
      .send({ note: 'x'.repeat(FAVOURITE_NOTE_MAX_LENGTH + 1) })
      .expect(400);
    expect(long.body.message).toBe(`Note must be at most ${FAVOURITE_NOTE_MAX_LENGTH} characters`);
  });

  it('keeps a private listing only when the client may see it (docs/product/private-collection.md#private-collection)', async () => {
    const properties = t.deps.db.collection('properties');
    await properties.doc('for-clients').set({ ...storedListing({ title: 'Clients Only' }, '2026-10-03T12:00:00Z'), visibility: 'clients' });
    await properties.doc('for-invited').set({ ...storedListing({ title: 'Invited Only' }, '2026-10-04T12:00:00Z'), visibility: 'invited' });
    await as('put', '/api/account/favourites/for-clients').send({}).expect(200);
    expect((await as('put', '/api/account/favourites/for-invited').send({}).expect(404)).body).toEqual({ message: 'Property not found' });
    const list = await as('get', '/api/account/favourites').expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ propertyId: 'for-clients', listing: expect.objectContaining({ title: 'Clients Only' }) }),
    ]);
  });

  it("keeps one client's favourites from another", async () => {
    await as('put', '/api/account/favourites/hyde-park-estate').send({ note: 'Mine' }).expect(200);
    const other = await t.signInAsClient('casey@example.com');
    expect((await as('get', '/api/account/favourites', other).expect(200)).body).toEqual([]);
    expect((await as('get', '/api/account/state', other).expect(200)).body.favourites).toEqual([]);
  });

  it("shows the shared ones, with their notes, in the lead's panel; never the private ones", async () => {
    await as('put', '/api/account/favourites/hyde-park-estate').send({ note: 'Love the porch', shared: true }).expect(200);
    await as('put', '/api/account/favourites/mt-adams-loft').send({ note: 'Just for me' }).expect(200);
    const lead = (await t.deps.db.collection(LEADS).where('email', '==', EMAIL).get()).docs[0]!;
    const admin = await t.signInAsAdmin();
    const panel = await as('get', `/api/leads/${lead.id}/client`, admin).expect(200);
    expect(panel.body.profile).toMatchObject({ email: EMAIL, recordsActivity: false, views: [] });
    expect(panel.body.profile.sharedFavourites).toEqual([
      expect.objectContaining({
        propertyId: 'hyde-park-estate',
        note: 'Love the porch',
        listing: expect.objectContaining({ title: 'Hyde Park Estate' }),
      }),
    ]);
    expect(JSON.stringify(panel.body)).not.toContain('Just for me');
  });
});

describe('consent-first activity', () => {
  it('stores nothing about browsing without consent', async () => {
    const response = await as('post', '/api/account/views/hyde-park-estate').expect(200);
    expect(response.body).toEqual({ recorded: false });
    const views = await t.deps.db.collectionGroup('views').get();
    expect(views.size).toBe(0);
  });

  it('records the consent with its time and text, then views; the third view in a week tells the agent', async () => {
    const consent = await as('put', '/api/account/consents/activity').send({ granted: true }).expect(200);
    expect(consent.body.consents.activity).toEqual({ granted: true, at: expect.any(String), text: ACTIVITY_CONSENT_TEXT });

    for (let view = 1; view <= 3; view++)
      expect((await as('post', '/api/account/views/hyde-park-estate').expect(200)).body).toEqual({ recorded: true });
    const mails = await queuedMail();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['leads@queencityestates.com']);
    expect(mails[0]!.subject).toBe(`Interest in Hyde Park Estate: ${EMAIL} (Client account)`);
    expect(mails[0]!.text).toContain('viewed it 3 times in 7 days');

    await as('post', '/api/account/views/hyde-park-estate').expect(200);
    expect(await queuedMail()).toHaveLength(1);

    const lead = (await t.deps.db.collection(LEADS).where('email', '==', EMAIL).get()).docs[0]!;
    const admin = await t.signInAsAdmin();
    const panel = await as('get', `/api/leads/${lead.id}/client`, admin).expect(200);
    expect(panel.body.profile.views).toHaveLength(4);
    expect(panel.body.profile.views[0]).toEqual({ propertyId: 'hyde-park-estate', title: 'Hyde Park Estate', at: expect.any(String) });
  });

  it("tells the lead's owner, not the alert list, when a consenting client favourites a home", async () => {
    const { user: agent } = await t.signInAsAgent('morgan');
    const lead = (await t.deps.db.collection(LEADS).where('email', '==', EMAIL).get()).docs[0]!;
    await lead.ref.update({ ownerId: agent.id });
    await as('put', '/api/account/consents/activity').send({ granted: true }).expect(200);
    await as('put', '/api/account/favourites/mt-adams-loft').send({}).expect(200);
    const mails = await queuedMail();
    expect(mails.map((mail) => mail.to)).toEqual([[agent.email]]);
    expect(mails[0]!.text).toContain('saved it to their favourites');
  });

  it('withdrawing stops recording and deletes what was recorded', async () => {
    await as('put', '/api/account/consents/activity').send({ granted: true }).expect(200);
    await as('post', '/api/account/views/hyde-park-estate').expect(200);
    const withdrawn = await as('put', '/api/account/consents/activity').send({ granted: false }).expect(200);
    expect(withdrawn.body.consents.activity).toMatchObject({ granted: false });
    expect((await t.deps.db.collectionGroup('views').get()).size).toBe(0);
    expect((await as('post', '/api/account/views/hyde-park-estate').expect(200)).body).toEqual({ recorded: false });
  });

  it('refuses a consent that is not true or false', async () => {
    const response = await as('put', '/api/account/consents/activity').send({ granted: 'yes' }).expect(400);
    expect(response.body.message).toBe('granted must be true or false');
  });
});

describe('their data in their hands', () => {
  it('downloads everything stored about the client as JSON', async () => {
    await postLead(t.app, { ...validPayloads.contact_form, email: EMAIL }).expect(201);
    await as('put', '/api/account/consents/activity').send({ granted: true }).expect(200);
    await as('put', '/api/account/favourites/hyde-park-estate').send({ note: 'Love the porch', shared: true }).expect(200);
    await as('post', '/api/account/views/mt-adams-loft').expect(200);

    const response = await as('get', '/api/account/export').expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename=queen-city-estates-my-data.json');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Every kind of data the server keeps is one the privacy page names.
    expect(Object.keys(response.body).sort()).toEqual(['account', 'exportedAt', ...Object.keys(PERSONAL_DATA_LABELS)].sort());
    expect(response.body.account).toMatchObject({ email: EMAIL, consents: { activity: { granted: true, text: ACTIVITY_CONSENT_TEXT } } });
    expect(response.body.favourites).toEqual([
      expect.objectContaining({ propertyId: 'hyde-park-estate', note: 'Love the porch', shared: true }),
    ]);
    expect(response.body.views).toEqual([{ propertyId: 'mt-adams-loft', at: expect.any(String) }]);
    expect(response.body.inquiries.map((lead: { source: string }) => lead.source).sort()).toEqual(['account', 'contact_form']);
  });

  it('deletes the account: its data goes, inquiries are anonymised, a bare record stays, and the old cookie gets 401', async () => {
    await postLead(t.app, { ...validPayloads.contact_form, email: EMAIL, phone: '513-555-0100' }).expect(201);
    await as('put', '/api/account/favourites/hyde-park-estate').send({ note: 'Love the porch' }).expect(200);
    await as('put', '/api/account/consents/activity').send({ granted: true }).expect(200);
    await as('post', '/api/account/views/hyde-park-estate').expect(200);

    const response = await as('delete', '/api/account').expect(200);
    expect(response.body).toEqual({ message: 'Your account and its data were deleted' });

    expect((await t.deps.db.collection(CLIENTS).get()).size).toBe(0);
    expect((await t.deps.db.collectionGroup('favourites').get()).size).toBe(0);
    expect((await t.deps.db.collectionGroup('views').get()).size).toBe(0);
    const leads = (await t.deps.db.collection(LEADS).get()).docs.map((doc) => doc.data());
    expect(leads).toHaveLength(2);
    for (const lead of leads) {
      expect(lead).toMatchObject({ name: ANONYMISED_NAME, email: '', contactKeys: [] });
      expect(lead.phone).toBeUndefined();
      expect(lead.message).toBeUndefined();
      expect(JSON.stringify(lead)).not.toContain(EMAIL);
    }
    const deletions = (await t.deps.db.collection(ACCOUNT_DELETIONS).get()).docs.map((doc) => doc.data());
    expect(deletions).toEqual([{ at: expect.anything() }]);

    await as('get', '/api/account').expect(401);
    await as('get', '/api/account/favourites').expect(401);
  });
});
