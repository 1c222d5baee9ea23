import request from 'supertest';
import {
  agencyToday,
  estimateValue,
  formatPrice,
  HOME_VALUE_TEXTS,
  HONEYPOT_FIELD,
  salesWindowStart,
  shownValuation,
  VALUATION_RULES,
  VALUATION_TEXTS,
  WITHHELD_ADDRESS,
  type AddressMatch,
  type HomeValueLeadCreated,
  type Lead,
  type ShownComparable,
  type ValuationAnswer,
} from '@estate/domain';
import indexes from '../../../firestore.indexes.json';
import { counted, countFirestoreOps } from '../../../scripts/perf/firestoreOps';
import { describeNeed, indexNeedOf, servingIndex, type CompositeIndex } from '../../../scripts/perf/indexCoverage';
import { MAIL_OUTBOX } from '../../src/platform';
import { HOME_VALUE_MAIL_SUBJECT } from '../../src/leads/mail/homeValueMail';
import { AGENT_OPINION_SUBJECT } from '../../src/leads/mail/agentOpinionMail';
import { newClientAddress } from '../support/leads';
import { appCheckHeader } from '../support/appCheck';
import { testApp } from '../support/testApp';
import { HOME, idOf, LEFT_OUT, saleOf, seedMarket, USABLE } from './valuationMarket';

/** docs/product/valuation.md#the-answer, #addresses and #the-seller-lead, over a seeded market with known prices. */
const t = testApp();
beforeEach(async () => {
  await t.reset();
  await seedMarket(t.deps.db);
});
afterAll(() => t.teardown());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  request(t.app)
    .post(path)
    .set(appCheckHeader())
    .set('X-Forwarded-For', newClientAddress())
    .set(headers)
    .send(body as object);

const estimate = async (body: object) => {
  const response = await post('/api/valuations', body).expect(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.body as ValuationAnswer;
};

type Estimate = Extract<ValuationAnswer, { kind: 'estimate' }>;
const estimated = async (body: object) => {
  const answer = await estimate(body);
  expect(answer.kind).toBe('estimate');
  return answer as Estimate;
};

/** What the engine makes of the usable sales alone, in the server's order (by id): the answer the server must give. */
const engine = (options: { drop?: string[]; add?: string[] } = {}) => {
  const sales = USABLE.map(saleOf).sort((a, b) => (a.id < b.id ? -1 : 1));
  return shownValuation(estimateValue(HOME, sales, { asOf: agencyToday(), ...options }));
};

const usableIds = new Set(USABLE.map(idOf));
const leftOutIds = LEFT_OUT.map(idOf);
const idsOf = (comparables: ShownComparable[]) => comparables.map(({ id }) => id);

describe('POST /api/valuations', () => {
  it('values the home from the public closed sales of its market within the rules, as the engine does over them', async () => {
    const answer = await estimated({ home: HOME });
    expect(answer).toEqual(engine());
    expect(answer.value).toBeGreaterThan(850_000);
    expect(answer.value).toBeLessThan(1_100_000);
    expect(answer.low).toBeLessThan(answer.value);
    expect(answer.high).toBeGreaterThan(answer.value);
    expect(answer.comparables).toHaveLength(VALUATION_RULES.maxComparables);
    expect(idsOf(answer.others)).toEqual(['sale-f']);
    // Each a real closed sale of the seeded market, of the home's type, in the window and the size band.
    const since = salesWindowStart(agencyToday());
    for (const comparable of [...answer.comparables, ...answer.others]) {
      expect(usableIds.has(comparable.id)).toBe(true);
      expect(comparable.propertyType).toBe('Single Family');
      expect(comparable.CloseDate >= since && comparable.CloseDate <= agencyToday()).toBe(true);
      expect(Math.abs(comparable.squareFeet - HOME.squareFeet)).toBeLessThanOrEqual(HOME.squareFeet * VALUATION_RULES.sizeBand);
      expect(comparable.ClosePrice).toBe(USABLE.find((spec) => idOf(spec) === comparable.id)!.price);
    }
    // Nothing of a sale the rules leave out, whichever rule: not a comparable, not an offer, not a word.
    const text = JSON.stringify(answer);
    for (const id of leftOutIds) expect(text).not.toContain(id);
    expect(text).not.toContain('2,500,000');
    expect(text).not.toContain('2500000');
  });

  it('shows a withheld address as withheld, placed at its neighbourhood’s centre', async () => {
    const answer = await estimated({ home: HOME });
    const withheld = answer.comparables.find(({ id }) => id === 'cincy_sale-g')!;
    expect(withheld.address).toBe(`${WITHHELD_ADDRESS}, Cincinnati, OH 45208`);
    expect(withheld.distanceKm).toBe(0);
    expect(withheld).not.toHaveProperty('Latitude');
  });

  it('moves the range when a comparable is dropped, and takes an offered one added', async () => {
    const first = await estimated({ home: HOME });
    const dropped = first.comparables[0]!.id;
    const without = await estimated({ home: HOME, drop: [dropped] });
    expect(without).toEqual(engine({ drop: [dropped] }));
    expect(idsOf(without.comparables)).not.toContain(dropped);
    expect(without.comparables).toHaveLength(VALUATION_RULES.maxComparables - 1);
    expect([without.value, without.low, without.high]).not.toEqual([first.value, first.low, first.high]);

    const swapped = await estimated({ home: HOME, drop: [dropped], add: ['sale-f'] });
    expect(swapped).toEqual(engine({ drop: [dropped], add: ['sale-f'] }));
    expect(idsOf(swapped.comparables)).toContain('sale-f');

    const refused = await estimated({ home: HOME, add: ['sale-f', 'cincy_out-opted', 'out-private'] });
    expect(refused.refused).toEqual([
      { id: 'sale-f', reason: 'full' },
      { id: 'cincy_out-opted', reason: 'notCandidate' },
      { id: 'out-private', reason: 'notCandidate' },
    ]);
  });

  it('answers tooFew where the market has too few sales of the type', async () => {
    expect(await estimate({ home: { ...HOME, propertyType: 'Townhouse' } })).toEqual({
      kind: 'tooFew',
      found: 0,
      minimum: VALUATION_RULES.minComparables,
      refused: [],
    });
    const { Latitude: _latitude, Longitude: _longitude, ...placeless } = HOME;
    expect(await estimate({ home: { ...placeless, neighborhood: 'Indian Hill' } })).toMatchObject({ kind: 'tooFew', found: 0 });
  });

  it('answers optedOut for the listing whose seller opted out; a private, withdrawn or unknown listing is no listing at all', async () => {
    expect(await estimate({ home: HOME, listingId: 'cincy_out-opted' })).toEqual({ kind: 'optedOut' });
    const unlisted = await estimated({ home: HOME });
    for (const listingId of ['out-private', 'out-withdrawn', 'no-such-listing', 'a/b'])
      expect(await estimated({ home: HOME, listingId })).toEqual(unlisted);
  });

  it.each([
    ['no home', {}, VALUATION_TEXTS.home],
    ['half a bedroom', { home: { ...HOME, bedrooms: 2.5 } }, VALUATION_TEXTS.bedrooms],
    ['a quarter bath', { home: { ...HOME, bathrooms: 2.25 } }, VALUATION_TEXTS.bathrooms],
    ['land', { home: { ...HOME, propertyType: 'Land' } }, VALUATION_TEXTS.propertyType],
    ['no place', { home: { ...HOME, neighborhood: undefined, Latitude: undefined, Longitude: undefined } }, VALUATION_TEXTS.place],
    ['too many drops', { home: HOME, drop: Array.from({ length: 31 }, (_, index) => `id-${index}`) }, VALUATION_TEXTS.tooManyChanges],
  ])('refuses %s with 400 and its text', async (_case, body, message) => {
    const response = await post('/api/valuations', body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('is a visitor’s form: refused without an App Check token', async () => {
    const response = await request(t.app).post('/api/valuations').send({ home: HOME }).expect(401);
    expect(response.body).toMatchObject({ message: expect.any(String) });
  });
});

describe('the reads of a valuation', () => {
  it('are bounded queries that production serves: each has its composite index in firestore.indexes.json', async () => {
    const restore = countFirestoreOps(t.deps.db);
    try {
      const { queries } = await counted(async () => {
        await estimated({ home: HOME, listingId: 'sale-b' });
        await request(t.app).get('/api/valuations/addresses').query({ q: '101 Valuation Way' }).expect(200);
      });
      // The neighbourhood's query, the geohash ranges over 5 km, and the address's keyword query.
      expect(queries.length).toBeGreaterThanOrEqual(3);
      const unserved = queries.flatMap((query) => {
        const need = indexNeedOf(query);
        return need && !servingIndex(need, indexes.indexes as CompositeIndex[]) ? [describeNeed(need)] : [];
      });
      expect(unserved).toEqual([]);
    } finally {
      restore();
    }
  });
});

describe('GET /api/valuations/addresses', () => {
  const matches = async (q: string) => {
    const response = await request(t.app).get('/api/valuations/addresses').query({ q }).expect(200);
    return response.body as AddressMatch[];
  };
  const streetOfId = async (id: string) => (await t.deps.db.collection('properties').doc(id).get()).get('address') as string;

  it('matches a public home by its street, with its public facts to fill the form', async () => {
    const address = await streetOfId('sale-b');
    const [match, ...rest] = await matches(address.split(',')[0]!);
    expect(rest).toEqual([]);
    expect(match).toEqual({
      id: 'sale-b',
      address,
      neighborhood: 'Hyde Park',
      propertyType: 'Single Family',
      bedrooms: 5,
      bathrooms: 3.5,
      squareFeet: 3_200,
      YearBuilt: 1935,
      Latitude: expect.any(Number),
      Longitude: expect.any(Number),
      optedOut: false,
    });
    // A street typed in part, in another case, finds it too.
    expect((await matches(address.split(' ').slice(0, 2).join(' ').toUpperCase().slice(0, -2))).map(({ id }) => id)).toContain('sale-b');
  });

  it('says a home’s seller opted out; never matches a private, withdrawn or withheld one; answers at most 8', async () => {
    const [opted] = await matches((await streetOfId('cincy_out-opted')).split(',')[0]!);
    expect(opted).toMatchObject({ id: 'cincy_out-opted', optedOut: true, LotSizeAcres: 0.25 });
    for (const id of ['out-private', 'out-withdrawn']) expect(await matches((await streetOfId(id)).split(',')[0]!)).toEqual([]);
    // The withheld sale's street is nowhere in the site's copy: its MLS number is typed instead.
    const many = await matches('Valuation Way');
    expect(many).toHaveLength(8);
    expect(many.map(({ id }) => id)).not.toEqual(expect.arrayContaining(['out-private']));
    expect(JSON.stringify(await matches('withheld'))).toBe('[]');
  });

  it.each([['ab'], [''], ['x'.repeat(201)]])('refuses %j with 400 and its text', async (q) => {
    const response = await request(t.app).get('/api/valuations/addresses').query({ q }).expect(400);
    expect(response.body.message).toBe(VALUATION_TEXTS.addressQuery);
  });
});

const OWNER = { name: 'Pat Owner', email: 'pat.owner@example.com', phone: '513-555-0199' };
const leadBody = (overrides: object = {}) => ({
  ...OWNER,
  followUpConsent: true,
  reportConsent: false,
  valuation: { home: HOME },
  ...overrides,
});

const storedLead = async (id: string) => {
  const doc = await t.deps.db.collection('leads').doc(id).get();
  return doc.data() as Lead & Record<string, unknown>;
};

describe('POST /api/valuations/leads', () => {
  it('stores a seller lead with the home, the estimate the server made and the consents in the words the page showed', async () => {
    const response = await post('/api/valuations/leads', leadBody()).expect(201);
    const { id, opinionToken } = response.body as HomeValueLeadCreated;
    expect(opinionToken).toMatch(/^o1\./);
    const lead = await storedLead(id);
    const shown = engine() as Estimate;
    expect(lead).toMatchObject({ ...OWNER, source: 'home_value', interest: 'selling', status: 'New', ownerId: null });
    expect(lead.valuation).toEqual({
      home: HOME,
      asOf: agencyToday(),
      estimate: {
        kind: 'estimate',
        value: shown.value,
        low: shown.low,
        high: shown.high,
        confidence: shown.confidence,
        comparableIds: idsOf(shown.comparables),
      },
      consents: {
        followUp: { granted: true, at: expect.any(String), text: HOME_VALUE_TEXTS.followUpConsent },
        report: { granted: false, at: expect.any(String), text: HOME_VALUE_TEXTS.reportConsent },
      },
    });
    expect(lead.message).toContain(`${formatPrice(shown.value)} (from ${formatPrice(shown.low)} to ${formatPrice(shown.high)})`);
    expect(lead.message).toContain('Single Family, 4 bedrooms, 3 bathrooms, 3,000 sq ft, built 1930, Good condition, in Hyde Park');

    // The staff alert goes out as every lead's does, saying it is a home valuation with its range; the owner gets a copy.
    const outbox = await t.deps.db.collection(MAIL_OUTBOX).get();
    expect(outbox.docs.map((doc) => doc.id).sort()).toEqual([`lead-${id}-staffAlert`, `lead-${id}-visitorEmail`]);
    await t.sendQueuedMail();
    const alert = t.sentMail.find((mail) => mail.to.includes('leads@queencityestates.com'))!;
    expect(alert.subject).toBe('New lead: Pat Owner (Home valuation)');
    expect(alert.text).toContain(formatPrice(shown.low));
    expect(alert.text).toContain(formatPrice(shown.high));
    const copy = t.sentMail.find((mail) => mail.to.includes(OWNER.email))!;
    expect(copy.subject).toBe(HOME_VALUE_MAIL_SUBJECT);
    expect(copy.text).toContain(`${formatPrice(shown.value)} (from ${formatPrice(shown.low)} to ${formatPrice(shown.high)})`);
  });

  it('keeps the home’s listing only when it is public, and an opted-out home without an estimate', async () => {
    const { id } = (await post('/api/valuations/leads', leadBody({ valuation: { home: HOME, listingId: 'cincy_out-opted' } })).expect(201))
      .body as HomeValueLeadCreated;
    expect((await storedLead(id)).valuation).toMatchObject({ listingId: 'cincy_out-opted', estimate: { kind: 'optedOut' } });
    const hidden = (await post('/api/valuations/leads', leadBody({ valuation: { home: HOME, listingId: 'out-private' } })).expect(201))
      .body as HomeValueLeadCreated;
    expect((await storedLead(hidden.id)).valuation).not.toHaveProperty('listingId');
  });

  it('makes one lead per Idempotency-Key, and refuses the key for another request', async () => {
    const key = { 'Idempotency-Key': 'valuation-retry-1' };
    const first = (await post('/api/valuations/leads', leadBody(), key).expect(201)).body as HomeValueLeadCreated;
    const again = (await post('/api/valuations/leads', leadBody(), key).expect(201)).body as HomeValueLeadCreated;
    expect(again).toEqual(first);
    expect((await t.deps.db.collection('leads').get()).size).toBe(1);
    const other = await post('/api/valuations/leads', leadBody({ name: 'Someone Else' }), key).expect(409);
    expect(other.body.message).toBe('Idempotency-Key was already used for a different request');
  });

  it('answers a bot (the honeypot filled) as usual and stores nothing', async () => {
    const response = await post('/api/valuations/leads', leadBody({ [HONEYPOT_FIELD]: 'http://spam.example' })).expect(201);
    expect(response.body).toEqual({ id: expect.any(String), opinionToken: expect.any(String) });
    expect((await t.deps.db.collection('leads').get()).size).toBe(0);
  });

  it.each([
    ['no email', { email: '' }, 'Invalid email address'],
    ['a consent that is not yes or no', { reportConsent: 'maybe' }, HOME_VALUE_TEXTS.consentType],
    ['a home without facts', { valuation: { home: { ...HOME, squareFeet: 50 } } }, VALUATION_TEXTS.squareFeet],
  ])('refuses %s with 400 and its text', async (_case, overrides, message) => {
    const response = await post('/api/valuations/leads', leadBody(overrides)).expect(400);
    expect(response.body.message).toBe(message);
    expect((await t.deps.db.collection('leads').get()).size).toBe(0);
  });
});

describe('POST /api/valuations/opinions', () => {
  const newLead = async () => (await post('/api/valuations/leads', leadBody()).expect(201)).body as HomeValueLeadCreated;
  const opinionMails = async (id: string) => (await t.deps.db.collection(MAIL_OUTBOX).doc(`lead-${id}-agentOpinion`).get()).get('mail');

  it('records the owner’s request once, on the lead and its timeline, and alerts the staff once', async () => {
    const { id, opinionToken } = await newLead();
    const first = await post('/api/valuations/opinions', { token: opinionToken }).expect(200);
    expect(first.body).toEqual({ message: HOME_VALUE_TEXTS.opinionAsked });
    const asked = await storedLead(id);
    const askedAt = asked.valuation!.agentOpinionAskedAt;
    expect(askedAt).toEqual(expect.any(String));
    expect(asked.activity.at(-1)).toEqual({ type: 'valuation', at: askedAt, detail: HOME_VALUE_TEXTS.opinionActivity });
    const mail = await opinionMails(id);
    expect(mail).toMatchObject({ to: ['leads@queencityestates.com'], subject: `${AGENT_OPINION_SUBJECT}: Pat Owner (Home valuation)` });

    const again = await post('/api/valuations/opinions', { token: opinionToken }).expect(200);
    expect(again.body).toEqual(first.body);
    expect((await storedLead(id)).valuation!.agentOpinionAskedAt).toBe(askedAt);
    const outbox = await t.deps.db.collection(MAIL_OUTBOX).get();
    expect(outbox.docs.filter((doc) => doc.id.endsWith('-agentOpinion'))).toHaveLength(1);
  });

  it('alerts the lead’s owner when it has one', async () => {
    const agent = await t.createUser({ username: 'valuer', role: 'agent', name: 'Val Agent' });
    const { id, opinionToken } = await newLead();
    await t.deps.db.collection('leads').doc(id).update({ ownerId: agent.id });
    await post('/api/valuations/opinions', { token: opinionToken }).expect(200);
    expect(await opinionMails(id)).toMatchObject({ to: [agent.email] });
  });

  it('refuses a token it did not sign (400) and one of a lead deleted since (404), with their texts', async () => {
    expect((await post('/api/valuations/opinions', {}).expect(400)).body.message).toBe('A link’s token is required');
    expect((await post('/api/valuations/opinions', { token: 'o1.forged.token' }).expect(400)).body.message).toBe(
      HOME_VALUE_TEXTS.opinionLinkInvalid,
    );
    const { id, opinionToken } = await newLead();
    await t.deps.db.collection('leads').doc(id).delete();
    expect((await post('/api/valuations/opinions', { token: opinionToken }).expect(404)).body.message).toBe(
      HOME_VALUE_TEXTS.opinionLeadGone,
    );
  });
});
