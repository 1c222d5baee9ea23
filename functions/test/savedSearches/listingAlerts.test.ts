import request from 'supertest';
import type { DocumentData } from 'firebase-admin/firestore';
import { UNSUBSCRIBE_INVALID_MESSAGE, UNSUBSCRIBE_MESSAGES, type PropertyInput } from '@estate/domain';
import { ALERTS, alertListingOf, digestFrequencies, unsubscribeTokens } from '../../src/savedSearches';
import { alertDigests, alertSweep, listingAlerts, type AlertMailOptions, type Repositories } from '../../src/composition';
import { MailError, type OutgoingMail } from '../../src/platform';
import { PROPERTIES } from '../../src/listings';
import { storedListing } from '../support/storedListing';
import { ORIGIN, TEST_ALERT_SECRET, testApp } from '../support/testApp';

const t = testApp();
afterAll(() => t.teardown());

const SITE = 'https://queencityestates.com';
const LISTED_AT = '2026-10-01T15:00:00.000Z';
const logger = { error: jest.fn(), info: jest.fn() };

/** What the alert functions are given: the test app's mail and secret, the production site's address. */
const options = (change: Partial<AlertMailOptions> = {}): AlertMailOptions => ({
  transport: t.deps.mail(),
  siteOrigin: SITE,
  signingSecret: () => TEST_ALERT_SECRET,
  logger,
  ...change,
});

/** Writes the listing and runs what onListingWritten runs on that write. */
async function writeListing(id: string, data: DocumentData, repos: Repositories = t.repos, change: Partial<AlertMailOptions> = {}) {
  const ref = t.deps.db.collection(PROPERTIES).doc(id);
  const before = (await ref.get()).data();
  await ref.set(data);
  return listingAlerts(repos, options(change)).listingChanged(alertListingOf(id, before), alertListingOf(id, data));
}

const listing = (form: Partial<PropertyInput> = {}, price = 850_000) =>
  storedListing({ title: 'Hyde Park Colonial', neighborhood: 'Hyde Park', bedrooms: 4, price, ...form }, LISTED_AT);

let jordan: string;
beforeEach(async () => {
  await t.reset();
  jordan = await t.signInAsClient('jordan@example.com');
  t.sentMail.length = 0;
});

const save = async (query: string, frequency = 'instant', cookie = jordan, name = 'Hyde Park homes') =>
  (
    await request(t.app)
      .post('/api/account/searches')
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send({ name, frequency, query })
      .expect(201)
  ).body as { id: string };

const alertMails = () => t.sentMail.filter((mail) => mail.headers?.['List-Unsubscribe']);
const tokenOf = (mail: OutgoingMail) => decodeURIComponent(/token=([^>]+)>/.exec(mail.headers!['List-Unsubscribe']!)![1]!);

describe('an instant alert', () => {
  it('mails a new matching listing at once, with its link and RFC 8058 one-click unsubscribe headers', async () => {
    await save('neighborhood=Hyde+Park&minPrice=500000');
    expect(await writeListing('hyde-park-colonial', listing())).toEqual({ recorded: 1, sent: 1 });

    const [mail] = alertMails();
    expect(mail!.to).toEqual(['jordan@example.com']);
    expect(mail!.subject).toBe('New listing for “Hyde Park homes”: Hyde Park Colonial');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/queencityestates\.com\/api\/alerts\/unsubscribe\?token=[\w.%-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toContain(`${SITE}/property/hyde-park-colonial`);
    expect(mail!.text).toContain('New listing · $850,000 · 4 bd · 2 ba · Hyde Park');
    expect(mail!.text).toContain(`Every home of this search: ${SITE}/properties?neighborhood=Hyde+Park&minPrice=500000`);
    expect(mail!.text).toMatch(new RegExp(`Stop the alerts of this search: ${SITE}/account/unsubscribe\\?token=\\S+`));
    expect(mail!.text).toMatch(new RegExp(`Stop every alert: ${SITE}/account/unsubscribe\\?token=\\S+`));
    expect(mail!.html).toContain(`<a href="${SITE}/property/hyde-park-colonial"`);
  });

  it('never sends the same listing for the same reason twice: a repeated write, a retried trigger', async () => {
    await save('neighborhood=Hyde+Park');
    await writeListing('hyde-park-colonial', listing());
    // The same write seen again (a retried invocation), then an edit of the text: nothing more.
    const id = 'hyde-park-colonial';
    await listingAlerts(t.repos, options()).listingChanged(undefined, alertListingOf(id, listing()));
    await writeListing(id, listing({ description: 'Now with a new kitchen.' }));
    // Withdrawn and back on the market: new again, but it was sent as new already.
    await writeListing(
      id,
      storedListing({ title: 'Hyde Park Colonial', neighborhood: 'Hyde Park', price: 850_000 }, LISTED_AT, { StandardStatus: 'Withdrawn' }),
    );
    await writeListing(id, listing());
    expect(alertMails()).toHaveLength(1);
  });

  it('tells a search and a client each change once, even when two of their searches match', async () => {
    await save('neighborhood=Hyde+Park', 'instant', jordan, 'Hyde Park');
    await save('bedrooms=3', 'daily', jordan, 'Three bedrooms');
    await writeListing('hyde-park-colonial', listing());
    expect(alertMails().map((mail) => mail.subject)).toEqual(['New listing for “Hyde Park”: Hyde Park Colonial']);
    expect(await alertDigests(t.repos, options()).run(['daily'])).toEqual({ daily: 0 });
  });

  it('reads only the candidate searches: one in another neighborhood is not even read', async () => {
    const near = await save('neighborhood=Hyde+Park');
    const elsewhere = await save('neighborhood=Oakley');
    const otherType = await save('neighborhood=Hyde+Park&propertyType=Condo');
    const tooDear = await save('minPrice=3000000');
    const anywhere = await save('search=Colonial');
    const read: string[] = [];
    const counted: Repositories = {
      ...t.repos,
      savedSearches: {
        ...t.repos.savedSearches,
        candidates: async (keys) => {
          const found = await t.repos.savedSearches.candidates(keys);
          read.push(...found.map((search) => search.id));
          return found;
        },
      },
    };
    await writeListing('hyde-park-colonial', listing(), counted);
    expect(read.sort()).toEqual([near.id, anywhere.id].sort());
    expect(read).not.toContain(elsewhere.id);
    expect(read).not.toContain(otherType.id);
    expect(read).not.toContain(tooDear.id);
    // Both of Jordan's matches are owed the same change: one email.
    expect(alertMails()).toHaveLength(1);
  });

  it('tells a search for sale that a match went pending, through a move made in the dashboard', async () => {
    await save('neighborhood=Hyde+Park');
    await writeListing('hyde-park-colonial', listing());
    const admin = await t.signInAsAdmin();
    const ref = t.deps.db.collection(PROPERTIES).doc('hyde-park-colonial');
    const before = (await ref.get()).data();
    await request(t.app)
      .post('/api/properties/hyde-park-colonial/status')
      .set('Cookie', admin)
      .set('Origin', ORIGIN)
      .send({ StandardStatus: 'Pending', date: '2026-11-02' })
      .expect(200);
    const after = (await ref.get()).data();
    await listingAlerts(t.repos, options()).listingChanged(alertListingOf(ref.id, before), alertListingOf(ref.id, after));
    const mail = alertMails().at(-1)!;
    expect(mail.subject).toBe('Status change for “Hyde Park homes”: Hyde Park Colonial');
    expect(mail.text).toContain('Now Pending (was Active) · $850,000');
  });

  it('tells the clients who keep a home of its price cut, with both prices', async () => {
    await writeListing('hyde-park-colonial', listing());
    await request(t.app).put('/api/account/favourites/hyde-park-colonial').set('Cookie', jordan).set('Origin', ORIGIN).send({}).expect(200);
    await writeListing('hyde-park-colonial', listing({}, 799_000));
    const [mail] = alertMails();
    expect(mail!.subject).toBe('Price cut on your favourite: Hyde Park Colonial');
    expect(mail!.text).toContain('Price cut from $850,000 to $799,000');
    expect(mail!.text).toContain(`Stop every alert: ${SITE}/account/unsubscribe?token=`);
    expect(unsubscribeTokens(() => TEST_ALERT_SECRET).verify(tokenOf(mail!))).toEqual({ scope: 'all', uid: expect.any(String) });
  });

  it("checks the client's access when it sends: a listing turned private reaches only a client invited to it", async () => {
    const sam = await t.signInAsClient('sam@example.com');
    await save('neighborhood=Hyde+Park');
    await save('neighborhood=Hyde+Park', 'instant', sam);
    await writeListing('hyde-park-colonial', listing());
    t.sentMail.length = 0;
    const samUid = (await request(t.app).get('/api/account').set('Cookie', sam).expect(200)).body.uid as string;
    await t.repos.listingAccess.decide(samUid, 'sam@example.com', 'hyde-park-colonial', 'approved', 'an-agent');

    expect(await writeListing('hyde-park-colonial', { ...listing({}, 799_000), visibility: 'invited' })).toEqual({ recorded: 2, sent: 1 });
    expect(alertMails().map((mail) => mail.to)).toEqual([['sam@example.com']]);
    const exported = await request(t.app).get('/api/account/export').set('Cookie', jordan).expect(200);
    const cut = (exported.body.alerts as { reason: string }[]).find((alert) => alert.reason === 'priceCut');
    expect(cut).toEqual(expect.objectContaining({ listingId: 'hyde-park-colonial', state: 'dropped' }));
    expect(JSON.stringify(exported.body)).not.toContain('799000');
  });

  it('is tried again by the sweep when the mail server was down, and sent once', async () => {
    await save('neighborhood=Hyde+Park');
    const down = { send: jest.fn(async () => Promise.reject(new MailError('connect ECONNREFUSED', false))), verify: async () => undefined };
    expect(await writeListing('hyde-park-colonial', listing(), t.repos, { transport: down })).toEqual({ recorded: 1, sent: 0 });
    expect(down.send).toHaveBeenCalledTimes(1);
    expect(alertMails()).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    logger.info.mockClear();
    expect(await alertSweep(t.repos, options()).run()).toBe(1);
    expect(logger.info).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ event: 'queue.lag', queue: 'instantAlerts', oldestSeconds: expect.any(Number), due: 1 }),
    );
    logger.info.mockClear();
    expect(await alertSweep(t.repos, options()).run()).toBe(0);
    expect(logger.info).not.toHaveBeenCalled();
    expect(alertMails()).toHaveLength(1);
  });
});

describe('the digests', () => {
  it('leave daily every day at 7:00 in Cincinnati, and weekly on Mondays there', () => {
    expect(digestFrequencies(new Date('2026-11-30T12:00:00Z'))).toEqual(['daily', 'weekly']);
    // Monday 3:00 in London is still Sunday evening in Cincinnati.
    expect(digestFrequencies(new Date('2026-11-30T03:00:00Z'))).toEqual(['daily']);
    expect(digestFrequencies(new Date('2026-12-01T12:00:00Z'))).toEqual(['daily']);
  });

  it('gather a daily search’s alerts into one email at the digest, and send nothing before or twice', async () => {
    await save('neighborhood=Hyde+Park', 'daily');
    await save('neighborhood=Oakley&propertyType=Condo', 'weekly', jordan, 'Oakley condos');
    await writeListing('colonial', listing());
    await writeListing('tudor', listing({ title: 'Hyde Park Tudor' }, 1_200_000));
    await writeListing('condo', listing({ title: 'Oakley Condo', neighborhood: 'Oakley', propertyType: 'Condo' }, 600_000));
    expect(alertMails()).toHaveLength(0);

    expect(await alertDigests(t.repos, options()).run(['daily'])).toEqual({ daily: 1 });
    const [digest] = alertMails();
    expect(digest!.subject).toBe('Your daily digest for “Hyde Park homes”: 2 updates');
    expect(digest!.text).toContain(`${SITE}/property/colonial`);
    expect(digest!.text).toContain(`${SITE}/property/tudor`);
    expect(digest!.text).not.toContain('condo');
    expect(await alertDigests(t.repos, options()).run(['daily'])).toEqual({ daily: 0 });

    expect(await alertDigests(t.repos, options()).run(['weekly'])).toEqual({ weekly: 1 });
    expect(alertMails().at(-1)!.subject).toBe('Your weekly digest for “Oakley condos”: 1 update');
    expect(alertMails().at(-1)!.text).toContain(`${SITE}/property/condo`);
    expect(alertMails().at(-1)!.text).toContain(`${SITE}/properties?neighborhood=Oakley&propertyType=Condo`);
  });

  it('drops what a deleted search was owed, and keeps the history in the export', async () => {
    const { id } = await save('neighborhood=Hyde+Park', 'daily');
    await writeListing('colonial', listing());
    await request(t.app).delete(`/api/account/searches/${id}`).set('Cookie', jordan).set('Origin', ORIGIN).expect(204);
    expect(await alertDigests(t.repos, options()).run(['daily'])).toEqual({ daily: 0 });
    const exported = await request(t.app).get('/api/account/export').set('Cookie', jordan).expect(200);
    expect(exported.body.alerts).toEqual([
      expect.objectContaining({ listingId: 'colonial', reason: 'new', searchId: id, frequency: 'daily', state: 'dropped' }),
    ]);
    await request(t.app).delete('/api/account').set('Cookie', jordan).set('Origin', ORIGIN).expect(200);
    expect((await t.deps.db.collection(ALERTS).get()).size).toBe(0);
  });
});

describe('/api/alerts/unsubscribe', () => {
  const oneClick = (token: string) =>
    request(t.app)
      .post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');

  it('stops one search’s alerts with the mail client’s one-click POST, and sends it nothing more', async () => {
    await save('neighborhood=Hyde+Park');
    await save('neighborhood=Oakley', 'instant', jordan, 'Oakley');
    await writeListing('colonial', listing());
    const mail = alertMails()[0]!;

    const preview = await request(t.app)
      .get(`/api/alerts/unsubscribe?token=${encodeURIComponent(tokenOf(mail))}`)
      .expect(200);
    expect(preview.body).toEqual({
      scope: 'search',
      searchName: 'Hyde Park homes',
      message: UNSUBSCRIBE_MESSAGES.searchPreview('Hyde Park homes'),
    });
    expect(preview.headers['cache-control']).toBe('private, no-store');

    const done = await oneClick(tokenOf(mail)).expect(200);
    expect(done.body).toEqual({ message: UNSUBSCRIBE_MESSAGES.searchDone('Hyde Park homes') });
    const searches = await request(t.app).get('/api/account/searches').set('Cookie', jordan).expect(200);
    expect(searches.body.map((search: { name: string; frequency: string }) => [search.name, search.frequency])).toEqual([
      ['Oakley', 'instant'],
      ['Hyde Park homes', 'off'],
    ]);

    t.sentMail.length = 0;
    await writeListing('tudor', listing({ title: 'Hyde Park Tudor' }));
    await writeListing('oakley-bungalow', listing({ title: 'Oakley Bungalow', neighborhood: 'Oakley' }));
    expect(alertMails().map((sent) => sent.subject)).toEqual(['New listing for “Oakley”: Oakley Bungalow']);
  });

  it('stops every alert with the "all" link: searches and favourites', async () => {
    await save('neighborhood=Hyde+Park');
    await writeListing('colonial', listing());
    await request(t.app).put('/api/account/favourites/colonial').set('Cookie', jordan).set('Origin', ORIGIN).send({}).expect(200);
    const all = /Stop every alert: \S+\?token=(\S+)/.exec(alertMails()[0]!.text)![1]!;

    const preview = await request(t.app).get(`/api/alerts/unsubscribe?token=${all}`).expect(200);
    expect(preview.body).toEqual({ scope: 'all', message: UNSUBSCRIBE_MESSAGES.allPreview });
    expect((await request(t.app).get('/api/account').set('Cookie', jordan)).body.alertsOff).toBe(false);

    const done = await request(t.app).post(`/api/alerts/unsubscribe?token=${all}`).set('Origin', ORIGIN).set('Cookie', jordan).expect(200);
    expect(done.body).toEqual({ message: UNSUBSCRIBE_MESSAGES.allDone });
    t.sentMail.length = 0;
    await writeListing('colonial', listing({}, 700_000));
    await writeListing('tudor', listing({ title: 'Hyde Park Tudor' }));
    expect(alertMails()).toEqual([]);
  });

  it('refuses a forged, altered or foreign token with 400, and changes nothing', async () => {
    const { id } = await save('neighborhood=Hyde+Park');
    const uid = (await t.deps.db.collection('savedSearches').doc(id).get()).get('uid') as string;
    const forged = unsubscribeTokens(() => 'another-secret').sign({ scope: 'search', uid, searchId: id });
    const genuine = unsubscribeTokens(() => TEST_ALERT_SECRET).sign({ scope: 'search', uid, searchId: id });
    const [version, , signature] = genuine.split('.');
    const altered = `${version}.${Buffer.from(JSON.stringify({ scope: 'all', uid })).toString('base64url')}.${signature}`;
    for (const token of [forged, altered, 'not-a-token', '']) {
      for (const call of [oneClick(token), request(t.app).get(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)]) {
        const response = await call.expect(400);
        expect(response.body).toEqual({ message: UNSUBSCRIBE_INVALID_MESSAGE });
      }
    }
    await request(t.app).post('/api/alerts/unsubscribe').expect(400);
    const searches = await request(t.app).get('/api/account/searches').set('Cookie', jordan).expect(200);
    expect(searches.body[0].frequency).toBe('instant');
  });

  it('says a deleted search sends nothing more', async () => {
    const { id } = await save('neighborhood=Hyde+Park');
    const uid = (await t.deps.db.collection('savedSearches').doc(id).get()).get('uid') as string;
    const token = unsubscribeTokens(() => TEST_ALERT_SECRET).sign({ scope: 'search', uid, searchId: id });
    await request(t.app).delete(`/api/account/searches/${id}`).set('Cookie', jordan).set('Origin', ORIGIN).expect(204);
    expect((await oneClick(token).expect(200)).body).toEqual({ message: UNSUBSCRIBE_MESSAGES.searchGone });
  });
});
