import request from 'supertest';
import { LISTING_WRITE_MESSAGES } from '../../src/listings/listingService';
import { mlsProjection } from '../../src/mls/mlsProjection';
import { mlsRecord, type MlsRecord } from '../../src/mls/mlsRecord';
import { MLS_SOURCES, mlsDisclaimer, neighborhoodCentre, WITHHELD_ADDRESS, type MlsSource, type Property } from '@estate/domain';
import { alertListingOf } from '../../src/savedSearches';
import { listingAlerts } from '../../src/composition';
import { PROPERTIES } from '../../src/listings';
import { postLead, validPayloads } from '../support/leads';
import { storedListing } from '../support/storedListing';
import { ORIGIN, testApp } from '../support/testApp';

/**
 * MLS listings in the one search (docs/product/mls.md#one-search): the replication's projection
 * into `properties`, read through the API as the pages read it.
 */
const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const SOURCE: Pick<MlsSource, 'id' | 'name' | 'agencyOfficeMlsId' | 'soldDisplay'> = {
  id: 'cincy',
  name: 'Cincinnati MLS',
  agencyOfficeMlsId: 'QCE',
};

/** A Data Dictionary record as a source sends it: a Hyde Park condo listed by another office. */
const raw = (key: string, changes: Record<string, unknown> = {}): Record<string, unknown> => ({
  ListingKey: key,
  StandardStatus: 'Active',
  ListPrice: 650_000,
  ListingContractDate: '2026-11-02',
  OnMarketDate: '2026-11-03',
  BedroomsTotal: 3,
  BathroomsFull: 2,
  BathroomsHalf: 1,
  BathroomsTotalInteger: 3,
  LivingArea: 1800,
  PropertyType: 'Residential',
  PropertySubType: 'Condominium',
  UnparsedAddress: `${key} Erie Ave, Cincinnati, OH 45208`,
  City: 'Cincinnati',
  StateOrProvince: 'OH',
  PostalCode: '45208',
  Latitude: 39.1395,
  Longitude: -84.4405,
  ListOfficeMlsId: 'HPR',
  ListOfficeName: 'Hyde Park Realty',
  ListAgentFullName: 'Jane Agent',
  PublicRemarks: 'A bright corner condo near the square.',
  ModificationTimestamp: '2026-11-28T10:00:00Z',
  InternetAddressDisplayYN: true,
  InternetEntireListingDisplayYN: true,
  ...changes,
});

/** Writes records as a page of the replication does, with their projection for `source`. */
async function replicate(records: Record<string, unknown>[], source = SOURCE, options: { removals?: string[]; firstLoad?: boolean } = {}) {
  const versions = await t.repos.mlsListings.versions(records.map((item) => `${source.id}_${String(item.ListingKey)}`));
  const writes = records.map((item) => {
    const record = mlsRecord(source.id, item) as MlsRecord;
    const projection = mlsProjection(record.id, record.fields, source, { firstLoad: options.firstLoad ?? false });
    return { record, isNew: !versions.has(record.id), photosChanged: false, listing: 'data' in projection ? projection.data : null };
  });
  await t.repos.mlsListings.writePage(source.id, writes, options.removals ?? [], '2026-11-28T10:05:00Z');
}

/** The source's state after a successful sync, with a wording of its own; an instance keeps the disclaimers a minute, so every test that reads one sets the same. */
const SYNCED_DISCLAIMER = 'Cincinnati MLS data, updated November 28, 2026 at 10:05 AM.';
const synced = () =>
  t.deps.db
    .collection(MLS_SOURCES)
    .doc('cincy')
    .set({ lastSuccessAt: '2026-11-28T15:05:00Z', disclaimer: 'Cincinnati MLS data, updated <time>.' });

const list = async (query = '') => (await request(t.app).get(`/api/properties${query}`).expect(200)).body as Property[];
const ids = (listings: Property[]) => listings.map(({ id }) => id).sort();

describe('MLS listings in the one search', () => {
  it('lists an MLS listing beside the agency’s, with its office, agent, disclaimer, place and facts', async () => {
    await t.deps.db
      .collection('properties')
      .doc('ours')
      .set(storedListing({ title: 'Our Own Hyde Park Home' }, '2026-11-01T12:00:00Z'));
    await replicate([raw('K1')]);
    expect(ids(await list())).toEqual(['cincy_K1', 'ours']);

    const listing = (await request(t.app).get('/api/properties/cincy_K1').expect(200)).body as Property;
    expect(listing).toMatchObject({
      title: 'K1 Erie Ave',
      address: 'K1 Erie Ave, Cincinnati, OH 45208',
      neighborhood: 'Hyde Park',
      City: 'Cincinnati',
      propertyType: 'Condo',
      bedrooms: 3,
      bathrooms: 2.5,
      squareFeet: 1800,
      StandardStatus: 'Active',
      ListPrice: 650_000,
      ListingContractDate: '2026-11-02',
      images: [],
      mls: {
        sourceId: 'cincy',
        sourceName: 'Cincinnati MLS',
        listingKey: 'K1',
        officeName: 'Hyde Park Realty',
        agentName: 'Jane Agent',
        addressWithheld: false,
        disclaimer: mlsDisclaimer('not yet'),
      },
    });
    expect(listing).not.toHaveProperty('listingSet');
    expect(listing).not.toHaveProperty('firstLoad');
  });

  it('carries what the valuation compares: year built, lot size and the seller’s consent to automated valuations', async () => {
    await replicate([
      raw('K1', { YearBuilt: 1925, LotSizeAcres: 0.18, InternetAutomatedValuationDisplayYN: true }),
      raw('K2', { YearBuilt: 1962, InternetAutomatedValuationDisplayYN: false }),
      raw('K3'),
    ]);
    const read = async (id: string) => (await request(t.app).get(`/api/properties/${id}`).expect(200)).body as Property;
    expect(await read('cincy_K1')).toMatchObject({ YearBuilt: 1925, LotSizeAcres: 0.18, InternetAutomatedValuationDisplayYN: true });
    const optedOut = await read('cincy_K2');
    expect(optedOut).toMatchObject({ YearBuilt: 1962, InternetAutomatedValuationDisplayYN: false });
    expect(optedOut).not.toHaveProperty('LotSizeAcres');
    const silent = await read('cincy_K3');
    for (const field of ['YearBuilt', 'LotSizeAcres', 'InternetAutomatedValuationDisplayYN']) expect(silent).not.toHaveProperty(field);
    // A field the source stops sending leaves the listing.
    await replicate([raw('K1', { ModificationTimestamp: '2026-11-28T11:00:00Z' })]);
    const after = await read('cincy_K1');
    for (const field of ['YearBuilt', 'LotSizeAcres', 'InternetAutomatedValuationDisplayYN']) expect(after).not.toHaveProperty(field);
  });

  it('gives the disclaimer the time of the source’s last successful sync, in its own wording', async () => {
    await synced();
    await replicate([raw('K1')]);
    const [listing] = await list();
    expect(listing!.mls!.disclaimer).toBe(SYNCED_DISCLAIMER);
  });

  it('filters by source, by City for a listing outside the neighborhoods, and by bathrooms', async () => {
    await t.deps.db
      .collection('properties')
      .doc('ours')
      .set(storedListing({ title: 'Our Own Hyde Park Home' }, '2026-11-01T12:00:00Z'));
    await replicate([
      raw('K1'),
      raw('K2', { City: 'Mason', PostalCode: '45040', Latitude: 39.36, Longitude: -84.31, UnparsedAddress: '7 Main St, Mason, OH 45040' }),
    ]);
    expect(ids(await list('?source=mls'))).toEqual(['cincy_K1', 'cincy_K2']);
    expect(ids(await list('?source=agency'))).toEqual(['ours']);
    const mason = await list('?city=MASON');
    expect(ids(mason)).toEqual(['cincy_K2']);
    expect(mason[0]).not.toHaveProperty('neighborhood');
    expect(ids(await list('?neighborhood=Hyde+Park&source=mls'))).toEqual(['cincy_K1']);
    expect(ids(await list('?bathrooms=3'))).toEqual([]);
    expect(ids(await list('?bathrooms=2&search=corner'))).toEqual(['cincy_K1', 'cincy_K2']);
    expect((await request(t.app).get('/api/properties?neighborhood=Oakley&city=Mason').expect(400)).body).toMatchObject({
      message: 'Choose a neighborhood or a city, not both',
    });
  });

  it('withholds the address everywhere the seller asked, placing the listing at its neighborhood’s centre', async () => {
    await replicate([raw('K3', { InternetAddressDisplayYN: false })]);
    const listing = (await request(t.app).get('/api/properties/cincy_K3').expect(200)).body as Property & Record<string, unknown>;
    expect(listing.title).toBe('Condo in Hyde Park');
    expect(listing.address).toBe(`${WITHHELD_ADDRESS}, Cincinnati, OH 45208`);
    expect(JSON.stringify(listing)).not.toContain('Erie');
    expect({ latitude: listing.Latitude, longitude: listing.Longitude }).toEqual(neighborhoodCentre('Hyde Park'));
    expect(listing.mls!.addressWithheld).toBe(true);
    expect(ids(await list('?search=erie'))).toEqual([]);
  });

  it('shows the agency’s own MLS listing once (as the agency’s), sales only where the source’s rules allow, and drops what leaves', async () => {
    await replicate([
      raw('OWN', { ListOfficeMlsId: 'QCE' }),
      raw('SOLD', { StandardStatus: 'Closed', ClosePrice: 640_000, CloseDate: '2026-11-20' }),
    ]);
    expect(await list('?status=sold')).toEqual([]);
    await request(t.app).get('/api/properties/cincy_OWN').expect(404);

    await replicate([raw('SOLD', { StandardStatus: 'Closed', ClosePrice: 640_000, CloseDate: '2026-11-20' })], {
      ...SOURCE,
      soldDisplay: 'shown',
    });
    expect((await list('?status=sold')).map(({ id, ClosePrice }) => ({ id, ClosePrice }))).toEqual([
      { id: 'cincy_SOLD', ClosePrice: 640_000 },
    ]);

    await replicate([raw('K4', { StandardStatus: 'Withdrawn', ModificationTimestamp: '2026-11-28T11:00:00Z' })]);
    await replicate([], SOURCE, { removals: ['cincy_SOLD'] });
    await request(t.app).get('/api/properties/cincy_SOLD').expect(404);
    await request(t.app).get('/api/properties/cincy_K4').expect(404);
  });

  it('records an MLS listing’s history from the replication: listed, then a price cut on the source’s day', async () => {
    await replicate([raw('K5')]);
    await replicate([raw('K5', { ListPrice: 615_000, ModificationTimestamp: '2026-11-29T09:00:00Z' })]);
    expect((await request(t.app).get('/api/properties/cincy_K5/history').expect(200)).body).toEqual([
      { date: '2026-11-29', event: 'Price reduced', price: 615_000 },
      { date: '2026-11-02', event: 'Listed', price: 650_000 },
    ]);
    // The same page written again records nothing more.
    await replicate([raw('K5', { ListPrice: 615_000, ModificationTimestamp: '2026-11-29T09:00:00Z' })]);
    expect((await request(t.app).get('/api/properties/cincy_K5/history').expect(200)).body).toHaveLength(2);
  });

  it('refuses staff edits, status moves and deletions of an MLS listing: its MLS keeps it', async () => {
    await replicate([raw('K6')]);
    const cookie = await t.signInAsAdmin();
    const send = (method: 'patch' | 'delete' | 'post', path: string, body: object = {}) =>
      request(t.app)[method](path).set('Cookie', cookie).set('Origin', ORIGIN).send(body);
    const refused = { message: LISTING_WRITE_MESSAGES.mlsListing };
    expect((await send('patch', '/api/properties/cincy_K6', { title: 'Taken over by staff' }).expect(409)).body).toEqual(refused);
    expect(
      (await send('post', '/api/properties/cincy_K6/status', { StandardStatus: 'Pending', date: '2026-11-28' }).expect(409)).body,
    ).toEqual(refused);
    expect((await send('delete', '/api/properties/cincy_K6').expect(409)).body).toEqual(refused);
    expect((await request(t.app).get('/api/properties/cincy_K6').expect(200)).body).toMatchObject({ title: 'K6 Erie Ave' });
  });

  it('alerts a saved search of a new matching MLS listing, naming its office, but not of what a first load brings', async () => {
    await synced();
    const client = await t.signInAsClient('jordan@example.com');
    await request(t.app)
      .post('/api/account/searches')
      .set('Cookie', client)
      .set('Origin', ORIGIN)
      .send({ name: 'Mason homes', frequency: 'instant', query: 'city=Mason&source=mls' })
      .expect(201);
    const mason = (key: string) =>
      raw(key, {
        City: 'Mason',
        PostalCode: '45040',
        Latitude: 39.36,
        Longitude: -84.31,
        UnparsedAddress: `${key} Main St, Mason, OH 45040`,
      });
    /** Replicates a record and runs what onListingWritten runs on its projection's write, then onMailQueued. */
    const arrive = async (key: string, firstLoad: boolean) => {
      const ref = t.deps.db.collection(PROPERTIES).doc(`cincy_${key}`);
      const before = (await ref.get()).data();
      await replicate([mason(key)], SOURCE, { firstLoad });
      const outcome = await listingAlerts(t.repos).listingChanged(
        alertListingOf(ref.id, before),
        alertListingOf(ref.id, (await ref.get()).data()),
      );
      await t.sendQueuedMail({ siteOrigin: ORIGIN, logger: { error: jest.fn(), info: jest.fn() } });
      return outcome;
    };
    expect(await arrive('M1', true)).toEqual({ recorded: 0, queued: 0 });
    expect(await arrive('M2', false)).toEqual({ recorded: 1, queued: 1 });
    const [mail] = t.sentMail.filter((sent) => sent.headers?.['List-Unsubscribe']);
    expect(mail!.subject).toBe('New listing for “Mason homes”: M2 Main St');
    expect(mail!.text).toContain('New listing · $650,000 · 3 bd · 2.5 ba · Mason · Listed by Jane Agent, Hyde Park Realty');
    expect(mail!.text).toContain(`${ORIGIN}/property/cincy_M2`);
    expect(mail!.text).toContain(SYNCED_DISCLAIMER);
    expect(mail!.html).toContain(SYNCED_DISCLAIMER);
  });

  it('tells staff that a lead is about an MLS listing, and whose', async () => {
    await replicate([raw('K7')]);
    await postLead(t.app, { ...validPayloads.schedule_form, propertyId: 'cincy_K7' }).expect(201);
    await t.sendQueuedMail({ siteOrigin: ORIGIN, logger: { error: jest.fn(), info: jest.fn() } });
    const alert = t.sentMail.find((mail) => mail.subject.startsWith('New lead'));
    expect(alert!.text).toContain('Property: cincy_K7\nMLS listing: Cincinnati MLS: Listed by Jane Agent, Hyde Park Realty');
    expect(alert!.html).toContain(`href="${ORIGIN}/property/cincy_K7"`);
  });
});
