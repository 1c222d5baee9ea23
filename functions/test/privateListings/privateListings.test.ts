import sharp from 'sharp';
import request from 'supertest';
import { PRIVATE_LISTING_TEXTS, type ListingTeaser, type PropertyInput } from '@estate/domain';
import { siteData } from '../../src/composition';
import { makePhotoVariants } from '../../src/uploads';
import { realImage } from '../support/images';
import { storedListing } from '../support/storedListing';
import { ORIGIN, testApp } from '../support/testApp';

/** docs/product/private-collection.md#private-collection: who sees a listing that is not public, and what is recorded. */
const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const ADDRESS = '3 Observatory Ave, Cincinnati, OH 45208';

async function seed(id: string, form: Partial<PropertyInput> = {}, agent?: string) {
  const listing = storedListing(
    { title: `Observatory Hill estate ${id}`, address: ADDRESS, price: 1_450_000, neighborhood: 'Hyde Park', ...form },
    '2026-03-02T12:00:00Z',
  );
  await t.deps.db
    .collection('properties')
    .doc(id)
    .set({ ...listing, ...(agent ? { ListAgentKey: agent } : {}) });
}

const asClient = (cookie: string) => ({
  get: (path: string) => request(t.app).get(path).set('Cookie', cookie),
  post: (path: string) => request(t.app).post(path).set('Cookie', cookie).set('Origin', ORIGIN).send({}),
});
const asStaff = (cookie: string) => ({
  get: (path: string) => request(t.app).get(path).set('Cookie', cookie),
  put: (path: string) => request(t.app).put(path).set('Cookie', cookie).set('Origin', ORIGIN).send({}),
  delete: (path: string) => request(t.app).delete(path).set('Cookie', cookie).set('Origin', ORIGIN),
});

/** The emails queued for onMailQueued to send. */
const queuedMail = () => t.queuedMail();

const clientUid = async (email: string) => (await t.deps.auth.getUserByEmail(email)).uid;

describe('public reads of a private listing', () => {
  beforeEach(async () => {
    await seed('open');
    await seed('for-clients', { visibility: 'clients', isFeatured: true });
    await seed('for-invited', { visibility: 'invited' });
  });

  it('leaves it out of GET /api/properties, the featured list, the sitemap and the RESO feed', async () => {
    const list = await request(t.app).get('/api/properties').expect(200);
    expect(list.body.map((property: { id: string }) => property.id)).toEqual(['open']);
    expect(list.headers['cache-control']).toMatch(/^public/);
    expect((await request(t.app).get('/api/properties/featured').expect(200)).body).toEqual([]);
    expect((await request(t.app).get('/api/properties?neighborhood=Hyde%20Park').expect(200)).body).toHaveLength(1);

    // The sitemap of their month (2026-03) lists the public one alone.
    expect((await siteData(t.repos).listingStamps('2026-03')).map((stamp) => stamp.id)).toEqual(['open']);

    const admin = await t.signInAsAdmin();
    const key = await request(t.app)
      .post('/api/admin/settings/reso-keys')
      .set('Cookie', admin)
      .set('Origin', ORIGIN)
      .send({ name: 'Zillow' })
      .expect(201);
    const feed = await request(t.app).get('/api/reso/Property').set('Authorization', `Bearer ${key.body.token}`).expect(200);
    expect(feed.body.value.map((record: { ListingKey: string }) => record.ListingKey)).toEqual(['open']);
  });

  it('answers GET /api/properties/:id with the same cacheable teaser for everyone: no address, title or price', async () => {
    const response = await request(t.app).get('/api/properties/for-clients').expect(200);
    expect(response.headers['cache-control']).toMatch(/^public/);
    expect(response.body).toEqual({
      kind: 'teaser',
      id: 'for-clients',
      visibility: 'clients',
      title: 'Private listing in Hyde Park',
      neighborhood: 'Hyde Park',
      propertyType: 'Single Family',
      bedrooms: 3,
      priceBand: '$1M - $2M',
      image: expect.stringMatching(/^\/api\/properties\/for-clients\/teaser-photo\?v=[0-9a-f]{8}$/),
      imageAlt: 'A private single family listing in Hyde Park',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/Observatory|1450000|media|home-01/);
    // A client's session changes nothing in the public answer.
    const client = await t.signInAsClient();
    expect((await asClient(client).get('/api/properties/for-clients').expect(200)).body).toEqual(response.body);
    await request(t.app).get('/api/properties/for-clients/history').expect(404);
    expect(await siteData(t.repos).property('for-invited')).toEqual(expect.objectContaining({ kind: 'teaser', visibility: 'invited' }));
  });

  it("answers the teaser's photo, a blurred JPEG of the first upload, to everyone; 404 for a public or unknown listing", async () => {
    const { files } = await makePhotoVariants(await realImage('jpeg', 1200, 800));
    const [jpeg, ...webSizes] = files;
    for (const file of webSizes) await t.deps.files.save(file.name, file.bytes, file.contentType);
    const url = await t.deps.files.save(jpeg!.name, jpeg!.bytes, jpeg!.contentType);
    await seed('photographed', { visibility: 'invited', images: [url] });

    const teaser = (await request(t.app).get('/api/properties/photographed').expect(200)).body as ListingTeaser;
    expect(JSON.stringify(teaser)).not.toContain(jpeg!.name.slice(0, 8));
    const photo = await request(t.app).get(teaser.image!).expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(photo.body as Buffer).metadata()).width).toBeLessThanOrEqual(32);

    await seed('public-photographed', { images: [url] });
    for (const id of ['public-photographed', 'open', 'nowhere']) {
      const missing = await request(t.app).get(`/api/properties/${id}/teaser-photo`).expect(404);
      expect(missing.body).toEqual({ message: 'Property not found' });
    }
  });

  it('still lists every listing whole to admins', async () => {
    const admin = await t.signInAsAdmin();
    const response = await request(t.app).get('/api/properties?status=all').set('Cookie', admin).expect(200);
    expect(response.body.map((property: { id: string }) => property.id).sort()).toEqual(['for-clients', 'for-invited', 'open']);
  });
});

describe('GET /api/account/listings/:id and /api/account/private-listings', () => {
  beforeEach(async () => {
    await seed('for-clients', { visibility: 'clients' });
    await seed('for-invited', { visibility: 'invited' });
  });

  it("answers a 'clients' listing whole to any signed-in client, never stored by a cache, and records the view", async () => {
    const client = await t.signInAsClient('jordan@example.com');
    const response = await asClient(client).get('/api/account/listings/for-clients').expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual(expect.objectContaining({ id: 'for-clients', address: ADDRESS, price: 1_450_000 }));

    const uid = await clientUid('jordan@example.com');
    const views = await t.deps.db.collection('clients').doc(uid).collection('privateListingViews').get();
    expect(views.docs.map((doc) => doc.get('propertyId'))).toEqual(['for-clients']);
  });

  it("refuses an 'invited' listing with 403 until its agent approves the request, which reaches the agent", async () => {
    const { cookie: agentCookie, user: agent } = await t.signInAsAgent('amelia');
    await seed('for-invited', { visibility: 'invited' }, agent.id);
    const client = await t.signInAsClient('jordan@example.com');
    const uid = await clientUid('jordan@example.com');

    const refused = await asClient(client).get('/api/account/listings/for-invited').expect(403);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.body).toEqual({ message: PRIVATE_LISTING_TEXTS.refused, mayRequest: true });
    expect((await asClient(client).get('/api/account/private-listings').expect(200)).body.map((p: { id: string }) => p.id)).toEqual([
      'for-clients',
    ]);

    const asked = await asClient(client).post('/api/account/listings/for-invited/access-requests').expect(201);
    expect(asked.body).toEqual(
      expect.objectContaining({ propertyId: 'for-invited', uid, email: 'jordan@example.com', status: 'requested' }),
    );
    // Asking again is the same request.
    await asClient(client).post('/api/account/listings/for-invited/access-requests').expect(200);
    const waiting = await asClient(client).get('/api/account/listings/for-invited').expect(403);
    expect(waiting.body).toEqual({ message: PRIVATE_LISTING_TEXTS.requested, mayRequest: false, request: 'requested' });

    // Queued once, to the listing's agent, with a link to the dashboard's panel (onMailQueued sends it).
    const queued = await queuedMail();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toEqual(
      expect.objectContaining({ to: [agent.email], subject: 'Access request: Observatory Hill estate for-invited' }),
    );
    expect(queued[0]!.text).toContain(`${ORIGIN}/admin/private-listings?listing=for-invited`);

    const panel = await asStaff(agentCookie).get('/api/properties/for-invited/access').expect(200);
    expect(panel.body).toEqual({ access: [expect.objectContaining({ uid, status: 'requested' })], views: [] });
    const approved = await asStaff(agentCookie).put(`/api/properties/for-invited/access/${uid}`).expect(200);
    expect(approved.body).toEqual(expect.objectContaining({ uid, status: 'approved', decidedBy: agent.id }));

    // The client hears of it by email, without the address.
    const answered = (await queuedMail()).find((mail) => mail.to.includes('jordan@example.com'));
    expect(answered).toEqual(expect.objectContaining({ subject: 'You can now see this home: Private listing in Hyde Park' }));
    expect(answered!.text).toContain(`${ORIGIN}/properties/for-invited`);
    expect(answered!.text).not.toContain('Observatory');

    await asClient(client).get('/api/account/listings/for-invited').expect(200);
    expect((await asClient(client).get('/api/account/private-listings').expect(200)).body.map((p: { id: string }) => p.id).sort()).toEqual([
      'for-clients',
      'for-invited',
    ]);
    const seen = await asStaff(agentCookie).get('/api/properties/for-invited/access').expect(200);
    expect(seen.body.views).toEqual([expect.objectContaining({ propertyId: 'for-invited', uid, email: 'jordan@example.com' })]);

    // Revoked: refused again, and no new request can be sent.
    await asStaff(agentCookie).delete(`/api/properties/for-invited/access/${uid}`).expect(200);
    const revoked = await asClient(client).get('/api/account/listings/for-invited').expect(403);
    expect(revoked.body).toEqual({ message: PRIVATE_LISTING_TEXTS.declined, mayRequest: false, request: 'declined' });
    const again = await asClient(client).post('/api/account/listings/for-invited/access-requests').expect(409);
    expect(again.body.message).toBe(PRIVATE_LISTING_TEXTS.declined);
  });

  it('emails the lead alert recipients about a request for a listing without an agent', async () => {
    const client = await t.signInAsClient('jordan@example.com');
    await asClient(client).post('/api/account/listings/for-invited/access-requests').expect(201);
    expect((await queuedMail()).map((mail) => mail.to)).toEqual([['leads@queencityestates.com']]);
  });

  it('refuses a request for a listing every client sees, or a public one, with 409', async () => {
    await seed('open');
    const client = await t.signInAsClient();
    const clients = await asClient(client).post('/api/account/listings/for-clients/access-requests').expect(409);
    expect(clients.body.message).toBe(PRIVATE_LISTING_TEXTS.alreadyVisible);
    const open = await asClient(client).post('/api/account/listings/open/access-requests').expect(409);
    expect(open.body.message).toBe(PRIVATE_LISTING_TEXTS.notPrivate);
    await asClient(client).post('/api/account/listings/nowhere/access-requests').expect(404);
  });

  it('answers 404 for a listing off the market, private or not', async () => {
    await seed('withdrawn', { visibility: 'clients' });
    await t.deps.db.collection('properties').doc('withdrawn').update({ StandardStatus: 'Withdrawn', listingSet: 'agency:Withdrawn' });
    const client = await t.signInAsClient();
    const response = await asClient(client).get('/api/account/listings/withdrawn').expect(404);
    expect(response.body).toEqual({ message: 'Property not found' });
  });
});

describe('the listing agent manages access: /api/properties/:id/access', () => {
  it("refuses an agent who is not the listing's agent (403); an admin may", async () => {
    const { user: owner } = await t.signInAsAgent('amelia');
    const { cookie: other } = await t.signInAsAgent('bruno');
    await seed('for-invited', { visibility: 'invited' }, owner.id);
    const client = await t.signInAsClient();
    const uid = await clientUid('client@example.com');
    await asClient(client).post('/api/account/listings/for-invited/access-requests').expect(201);

    const refused = await asStaff(other).put(`/api/properties/for-invited/access/${uid}`).expect(403);
    expect(refused.body).toEqual({ message: PRIVATE_LISTING_TEXTS.notYourListing });
    await asStaff(other).get('/api/properties/for-invited/access').expect(403);
    expect((await asStaff(other).get('/api/private-listings').expect(200)).body).toEqual([]);

    const admin = await t.signInAsAdmin();
    const listed = await asStaff(admin).get('/api/private-listings').expect(200);
    expect(listed.body).toEqual([{ listing: expect.objectContaining({ id: 'for-invited', ListAgentKey: owner.id }), openRequests: 1 }]);
    await asStaff(admin).put(`/api/properties/for-invited/access/${uid}`).expect(200);
    await asClient(client).get('/api/account/listings/for-invited').expect(200);
  });

  it('answers 404 for a client or an answer that is not there', async () => {
    const admin = await t.signInAsAdmin();
    await seed('for-invited', { visibility: 'invited' });
    const unknown = await asStaff(admin).put('/api/properties/for-invited/access/nobody').expect(404);
    expect(unknown.body).toEqual({ message: PRIVATE_LISTING_TEXTS.clientNotFound });
    const none = await asStaff(admin).delete('/api/properties/for-invited/access/nobody').expect(404);
    expect(none.body).toEqual({ message: PRIVATE_LISTING_TEXTS.noAccess });
    await asStaff(admin).get('/api/properties/nowhere/access').expect(404);
  });
});

describe('the listing form: visibility and agent', () => {
  const FORM = {
    title: 'Private Hyde Park Colonial',
    address: ADDRESS,
    neighborhood: 'Hyde Park',
    price: 1_450_000,
    images: ['/media/homes/home-01.svg'],
    bedrooms: 4,
    bathrooms: 3,
    squareFeet: 3200,
    description: 'A colonial on a quiet street, shown to clients only.',
    propertyType: 'Single Family',
    Latitude: 39.1365,
    Longitude: -84.4421,
  };

  it('makes the admin who lists a home its agent, public unless they say otherwise; an admin names another agent', async () => {
    const admin = await t.signInAsAdmin();
    const adminUid = (await t.deps.auth.getUserByEmail('admin@queencityestates.com')).uid;
    const created = await request(t.app).post('/api/properties').set('Cookie', admin).set('Origin', ORIGIN).send(FORM).expect(201);
    expect(created.body).toEqual(expect.objectContaining({ ListAgentKey: adminUid }));
    const shown = await request(t.app).get(`/api/properties/${created.body.id}`).expect(200);
    expect(shown.body).toEqual(created.body);

    const { user: agent } = await t.signInAsAgent('amelia');
    const changed = await request(t.app)
      .patch(`/api/properties/${created.body.id}`)
      .set('Cookie', admin)
      .set('Origin', ORIGIN)
      .send({ visibility: 'invited', ListAgentKey: agent.id })
      .expect(200);
    expect(changed.body).toEqual(expect.objectContaining({ visibility: 'invited', ListAgentKey: agent.id }));
  });

  it('refuses a visibility or an agent that is not one, with 400 and the field named', async () => {
    const admin = await t.signInAsAdmin();
    await t.signInAsClient();
    const clientId = await clientUid('client@example.com');
    const send = (body: object) => request(t.app).post('/api/properties').set('Cookie', admin).set('Origin', ORIGIN).send(body);
    expect((await send({ ...FORM, visibility: 'secret' }).expect(400)).body.errors).toEqual({
      visibility: 'Visibility must be one of: public, clients, invited',
    });
    expect((await send({ ...FORM, ListAgentKey: clientId }).expect(400)).body.errors).toEqual({
      ListAgentKey: PRIVATE_LISTING_TEXTS.agentNotStaff,
    });
  });
});

describe('the client’s data: export and erase', () => {
  it('exports their requests and views, and deletes them with the account', async () => {
    await seed('for-clients', { visibility: 'clients' });
    await seed('for-invited', { visibility: 'invited' });
    const client = await t.signInAsClient('jordan@example.com');
    const uid = await clientUid('jordan@example.com');
    await asClient(client).get('/api/account/listings/for-clients').expect(200);
    await asClient(client).post('/api/account/listings/for-invited/access-requests').expect(201);

    const exported = await asClient(client).get('/api/account/export').expect(200);
    expect(exported.body.privateListings).toEqual({
      accessRequests: [expect.objectContaining({ propertyId: 'for-invited', status: 'requested', email: 'jordan@example.com' })],
      views: [expect.objectContaining({ propertyId: 'for-clients', viewedAt: expect.any(String) })],
    });

    await request(t.app).delete('/api/account').set('Cookie', client).set('Origin', ORIGIN).expect(200);
    const account = t.deps.db.collection('clients').doc(uid);
    expect((await account.collection('listingAccess').get()).size).toBe(0);
    expect((await account.collection('privateListingViews').get()).size).toBe(0);
  });
});
