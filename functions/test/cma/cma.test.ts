import fc from 'fast-check';
import request from 'supertest';
import {
  AGENCY,
  CMA_TEXTS,
  cmaEstimate,
  formatPrice,
  type Cma,
  type CmaPublished,
  type CmaSummary,
  type CmaWorkspace,
  type HomeValueLeadCreated,
  type Lead,
  WITHHELD_ADDRESS,
} from '@estate/domain';
import { PROPERTIES } from '../../src/listings';
import { appCheckHeader } from '../support/appCheck';
import { newClientAddress } from '../support/leads';
import { storedListing } from '../support/storedListing';
import { ORIGIN, testApp } from '../support/testApp';
import { daysAgo, HOME, idOf, seedMarket, USABLE } from '../valuation/valuationMarket';

/** docs/product/cma.md: an agent's CMA from a seller lead or an address, its owner's page and PDF by the signed link. */
const t = testApp();
let admin: string;

/** Homes for sale around the seeded market's home: the competition, and what must never be offered as it. */
const COMPETITION = {
  active: { id: 'for-sale-near', address: '7 Competition Row, Cincinnati, OH 45208', status: 'Active' as const },
  pending: { id: 'pending-near', address: '9 Competition Row, Cincinnati, OH 45208', status: 'Pending' as const },
  private: {
    id: 'private-near',
    address: '11 Secret Lane, Cincinnati, OH 45208',
    status: 'Active' as const,
    visibility: 'invited' as const,
  },
  condo: { id: 'condo-near', address: '13 Condo Court, Cincinnati, OH 45208', status: 'Active' as const, propertyType: 'Condo' as const },
};

async function seedCompetition() {
  for (const spec of Object.values(COMPETITION)) {
    const stored = storedListing(
      {
        address: spec.address,
        price: 1_150_000,
        bedrooms: 4,
        bathrooms: 3,
        squareFeet: 3_100,
        propertyType: 'propertyType' in spec ? spec.propertyType : 'Single Family',
        ...('visibility' in spec ? { visibility: spec.visibility } : {}),
        Latitude: HOME.Latitude! + 0.002,
        Longitude: HOME.Longitude!,
      },
      `${daysAgo(20)}T12:00:00Z`,
      { StandardStatus: spec.status },
    );
    await t.deps.db.collection(PROPERTIES).doc(spec.id).set(stored);
  }
}

beforeEach(async () => {
  await t.reset();
  await seedMarket(t.deps.db);
  await seedCompetition();
  admin = await t.signInAsAdmin();
});
afterAll(() => t.teardown());

const OWNER = { name: 'Pat Owner', email: 'pat.owner@example.com', phone: '513-555-0199' };

async function sellerLead(followUpConsent = true): Promise<string> {
  const response = await request(t.app)
    .post('/api/valuations/leads')
    .set(appCheckHeader())
    .set('X-Forwarded-For', newClientAddress())
    .send({ ...OWNER, followUpConsent, reportConsent: false, valuation: { home: HOME } })
    .expect(201);
  return (response.body as HomeValueLeadCreated).id;
}

const as = (cookie: string) => ({
  get: (path: string) => request(t.app).get(path).set('Cookie', cookie).set('Origin', ORIGIN),
  post: (path: string, body: object = {}) => request(t.app).post(path).set('Cookie', cookie).set('Origin', ORIGIN).send(body),
  put: (path: string, body: object) => request(t.app).put(path).set('Cookie', cookie).set('Origin', ORIGIN).send(body),
});

const storedLead = async (id: string) => (await t.deps.db.collection('leads').doc(id).get()).data() as Lead;
const withheldSale = idOf(USABLE.find((spec) => spec.mls?.withheld)!);
const privateSale = 'out-private';

/** A lead's draft, its workspace, and choices that keep its comparables with the agent's lines, two homes of competition and a note. */
async function draftWithChoices(leadId: string) {
  const cma = (await as(admin).post('/api/cmas', { leadId, address: '3300 Erie Ave, Cincinnati, OH 45208' }).expect(201)).body as Cma;
  const workspace = (await as(admin).get(`/api/cmas/${cma.id}`).expect(200)).body as CmaWorkspace;
  const [first, ...rest] = cma.comparables;
  const choices = {
    comparables: [
      {
        id: first!.id,
        lines: [
          { label: 'Finished basement', dollars: 25_000 },
          { label: 'Living area', dollars: 10_000, replaces: 'squareFeet' },
        ],
      },
      ...rest,
    ],
    competition: [COMPETITION.active.id, COMPETITION.pending.id],
    note: 'Priced to sell in the spring.\nCall me to talk it over.',
  };
  return { cma, workspace, choices };
}

describe('a CMA from a seller lead', () => {
  it("starts as a draft of the lead's home with the estimate's comparables, and offers the sales and the public competition of its type nearby", async () => {
    const leadId = await sellerLead();
    const created = await as(admin).post('/api/cmas', { leadId }).expect(201);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const cma = created.body as Cma;
    expect(cma).toMatchObject({
      leadId,
      status: 'draft',
      note: '',
      competition: [],
      home: { ...HOME, address: CMA_TEXTS.homeWithoutAddress },
    });
    const lead = await storedLead(leadId);
    expect(cma.comparables.map(({ id }) => id)).toEqual((lead.valuation!.estimate as { comparableIds: string[] }).comparableIds);

    const { candidates, competitionCandidates, estimate, unavailable } = (await as(admin).get(`/api/cmas/${cma.id}`).expect(200))
      .body as CmaWorkspace;
    expect(candidates.map(({ id }) => id)).toEqual(expect.arrayContaining([...cma.comparables.map(({ id }) => id), 'sale-f']));
    expect(candidates.map(({ id }) => id)).not.toContain(privateSale);
    for (const candidate of candidates) expect(candidate.weight).toBeGreaterThan(0);
    expect(candidates.find(({ id }) => id === withheldSale)?.address).toContain(WITHHELD_ADDRESS);
    // The market's own home for sale counts too; the private one and the condo never.
    expect(competitionCandidates.map(({ id }) => id).sort()).toEqual([COMPETITION.active.id, 'out-active', COMPETITION.pending.id].sort());
    expect(unavailable).toEqual([]);
    // The agent's choices untouched: the estimate's own value (its range from distances to one decimal).
    expect(estimate!.value).toBe((lead.valuation!.estimate as { value: number }).value);
  });

  it("saves the agent's choices, lines and note, and estimates them as the editor does", async () => {
    const { cma, workspace, choices } = await draftWithChoices(await sellerLead());
    const saved = (await as(admin).put(`/api/cmas/${cma.id}`, choices).expect(200)).body as CmaWorkspace;
    expect(saved.cma).toMatchObject({ ...choices, status: 'draft', home: { address: '3300 Erie Ave, Cincinnati, OH 45208' } });
    const byId = new Map(workspace.candidates.map((candidate) => [candidate.id, candidate]));
    const expected = cmaEstimate(choices.comparables.map(({ id, lines }) => ({ candidate: byId.get(id)!, lines: lines as never })));
    expect(saved.estimate).toEqual(expected);
    // A finished basement and a living area worth more than fitted: the value rises.
    expect(saved.estimate!.value).toBeGreaterThan(workspace.estimate!.value);
  });

  it('refuses a sale that is not a candidate (a private one), a line without a label and too long a note, each with its message', async () => {
    const { cma, choices } = await draftWithChoices(await sellerLead());
    const privateChoice = { ...choices, comparables: [...choices.comparables, { id: privateSale, lines: [] }] };
    expect((await as(admin).put(`/api/cmas/${cma.id}`, privateChoice).expect(400)).body).toEqual({
      message: `${privateSale} ${CMA_TEXTS.notCandidate}`,
    });
    const privateCompetition = { ...choices, competition: [COMPETITION.private.id] };
    expect((await as(admin).put(`/api/cmas/${cma.id}`, privateCompetition).expect(400)).body.message).toBe(
      `${COMPETITION.private.id} ${CMA_TEXTS.notCandidate}`,
    );
    const noLabel = { ...choices, comparables: [{ id: choices.comparables[0]!.id, lines: [{ label: ' ', dollars: 5 }] }] };
    expect((await as(admin).put(`/api/cmas/${cma.id}`, noLabel).expect(400)).body.message).toBe(CMA_TEXTS.lineLabelRequired);
    expect(
      (
        await as(admin)
          .put(`/api/cmas/${cma.id}`, { ...choices, note: 'x'.repeat(4_001) })
          .expect(400)
      ).body.message,
    ).toBe(CMA_TEXTS.noteTooLong);
    expect((await as(admin).post('/api/cmas', {}).expect(400)).body.message).toBe(CMA_TEXTS.leadOrHome);
  });

  it('refuses to publish with fewer comparables than the minimum', async () => {
    const { cma, choices } = await draftWithChoices(await sellerLead());
    await as(admin)
      .put(`/api/cmas/${cma.id}`, { ...choices, comparables: choices.comparables.slice(0, 2) })
      .expect(200);
    expect((await as(admin).post(`/api/cmas/${cma.id}/publish`).expect(400)).body.message).toBe(CMA_TEXTS.tooFewToPublish);
  });
});

describe('a published CMA', () => {
  async function published(followUpConsent = true) {
    const leadId = await sellerLead(followUpConsent);
    const { cma, choices } = await draftWithChoices(leadId);
    await as(admin).put(`/api/cmas/${cma.id}`, choices).expect(200);
    const answer = (await as(admin).post(`/api/cmas/${cma.id}/publish`).expect(200)).body as CmaPublished;
    const token = new URL(answer.link).pathname.split('/').pop()!;
    return { leadId, cma, choices, answer, token };
  }

  it("answers the owner's links, and leaves a copy on the lead with 'CMA published' on its timeline", async () => {
    const { leadId, cma, answer } = await published();
    expect(answer).toEqual({
      id: cma.id,
      publishedAt: expect.any(String),
      link: expect.stringMatching(/\/cma\/c1\.[\w-]+\.[\w-]+$/),
      pdfLink: `${answer.link}.pdf`,
    });
    const lead = await storedLead(leadId);
    expect(lead.cmas).toEqual([{ id: cma.id, publishedAt: answer.publishedAt, link: answer.link }]);
    expect(lead.activity.filter((entry) => entry.type === 'cma')).toEqual([
      expect.objectContaining({ type: 'cma', detail: CMA_TEXTS.publishedActivity, actorName: 'Avery Sinclair' }),
    ]);
    const listed = (await as(admin).get(`/api/cmas?leadId=${leadId}`).expect(200)).body as CmaSummary[];
    expect(listed).toEqual([expect.objectContaining({ id: cma.id, status: 'published', link: answer.link })]);
    // Published again: the same link, one copy on the lead.
    const again = (await as(admin).post(`/api/cmas/${cma.id}/publish`).expect(200)).body as CmaPublished;
    expect(again.link).toBe(answer.link);
    expect((await storedLead(leadId)).cmas).toHaveLength(1);
  });

  it("shows the owner the page, print-ready and never cached or indexed, with the report's figures, lines, competition, note and agent", async () => {
    const { token, choices } = await published();
    const page = await request(t.app).get(`/cma/${token}`).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).toContain('@media print');
    const stored = (await t.deps.db.collection('cmas').get()).docs[0]!.data();
    const report = stored.report as { estimate: { value: number; low: number; high: number } };
    for (const text of [
      CMA_TEXTS.pageTitle,
      '3300 Erie Ave, Cincinnati, OH 45208',
      formatPrice(report.estimate.value),
      `${formatPrice(report.estimate.low)} – ${formatPrice(report.estimate.high)}`,
      'Finished basement +$25,000',
      'Living area +$10,000',
      COMPETITION.active.address,
      COMPETITION.pending.address,
      'Priced to sell in the spring.',
      'Avery Sinclair',
      AGENCY.name,
      `/cma/${token}.pdf`,
    ])
      expect(page.text).toContain(text);
    expect(choices.competition).not.toContain(COMPETITION.private.id);
    expect(page.text).not.toContain(COMPETITION.private.address);
  });

  it('gives the same report as a PDF download', async () => {
    const { token } = await published();
    const pdf = await request(t.app)
      .get(`/cma/${token}.pdf`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="comparative-market-analysis.pdf"');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers a forged, altered or unknown token with 404: the page to a browser, the message to anything else', async () => {
    const { token } = await published();
    const altered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`;
    for (const path of [`/cma/${altered}`, `/cma/${altered}.pdf`, '/cma/c1.e30.x', '/cma/nothing']) {
      const page = await request(t.app).get(path).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(404);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain(CMA_TEXTS.notFound);
      expect((await request(t.app).get(path).expect(404)).body).toEqual({ message: CMA_TEXTS.notFound });
    }
  });

  it('never answers 5xx to any token', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 300 }), fc.boolean(), async (token, pdf) => {
        const response = await request(t.app).get(`/cma/${encodeURIComponent(token)}${pdf ? '.pdf' : ''}`);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('leaves out a listing made private since it was published', async () => {
    const { token } = await published();
    await t.deps.db.collection(PROPERTIES).doc(COMPETITION.active.id).update({ visibility: 'invited' });
    const page = await request(t.app).get(`/cma/${token}`).expect(200);
    expect(page.text).not.toContain(COMPETITION.active.address);
    expect(page.text).toContain(COMPETITION.pending.address);
  });

  it("records the owner's visits on the lead, once a day, when they agreed to be contacted", async () => {
    const { leadId, token } = await published(true);
    await request(t.app).get(`/cma/${token}`).expect(200);
    await request(t.app).get(`/cma/${token}.pdf`).expect(200);
    const viewed = (await storedLead(leadId)).activity.filter((entry) => entry.detail === CMA_TEXTS.viewedActivity);
    expect(viewed).toEqual([expect.objectContaining({ type: 'cma', detail: CMA_TEXTS.viewedActivity })]);
  });

  it("records nothing of the owner's visits without their consent, nor of a staff member's look", async () => {
    const { leadId, token } = await published(false);
    await request(t.app).get(`/cma/${token}`).expect(200);
    expect((await storedLead(leadId)).activity.filter((entry) => entry.detail === CMA_TEXTS.viewedActivity)).toEqual([]);
    const consented = await published(true);
    await as(admin).get(`/cma/${consented.token}`).expect(200);
    expect((await storedLead(consented.leadId)).activity.filter((entry) => entry.detail === CMA_TEXTS.viewedActivity)).toEqual([]);
  });
});

describe("a lead's CMAs are its records", () => {
  it('go with the lead when staff delete it: its link then opens nothing', async () => {
    const leadId = await sellerLead();
    const { cma, choices } = await draftWithChoices(leadId);
    await as(admin).put(`/api/cmas/${cma.id}`, choices).expect(200);
    const { link } = (await as(admin).post(`/api/cmas/${cma.id}/publish`).expect(200)).body as CmaPublished;
    const other = (await as(admin).post('/api/cmas', { address: '1 Observatory Pl', home: HOME }).expect(201)).body as Cma;

    await request(t.app).delete(`/api/leads/${leadId}`).set('Cookie', admin).set('Origin', ORIGIN).expect(200);
    expect((await t.deps.db.collection('cmas').doc(cma.id).get()).exists).toBe(false);
    await request(t.app).get(new URL(link).pathname).expect(404);
    // A CMA made from an address alone is no lead's: it stays.
    expect((await t.deps.db.collection('cmas').doc(other.id).get()).exists).toBe(true);
  });
});

describe('a CMA from an address', () => {
  it('starts from the address and facts given, with no lead', async () => {
    const cma = (await as(admin).post('/api/cmas', { address: '1 Observatory Pl, Cincinnati, OH 45208', home: HOME }).expect(201))
      .body as Cma;
    expect(cma.leadId).toBeUndefined();
    expect(cma.home.address).toBe('1 Observatory Pl, Cincinnati, OH 45208');
    expect(cma.comparables.length).toBeGreaterThanOrEqual(3);
    const mine = (await as(admin).get('/api/cmas').expect(200)).body as CmaSummary[];
    expect(mine.map(({ id }) => id)).toEqual([cma.id]);
  });
});

describe('who may work on CMAs', () => {
  it('is staff only: 401 signed out, 403 for a client', async () => {
    const cma = (await as(admin).post('/api/cmas', { address: '1 Observatory Pl', home: HOME }).expect(201)).body as Cma;
    await request(t.app).get(`/api/cmas/${cma.id}`).expect(401);
    await request(t.app).post('/api/cmas').set('Origin', ORIGIN).send({ address: 'x', home: HOME }).expect(401);
    const client = await t.signInAsClient('cma-client@example.com');
    await as(client).get(`/api/cmas/${cma.id}`).expect(403);
    await as(client).post(`/api/cmas/${cma.id}/publish`).expect(403);
  });

  it("keeps an agent to their own CMAs and those of the leads they own; a colleague's is not found", async () => {
    const cma = (await as(admin).post('/api/cmas', { address: '1 Observatory Pl', home: HOME }).expect(201)).body as Cma;
    const agent = await t.signInAsAgent();
    expect((await as(agent.cookie).get(`/api/cmas/${cma.id}`).expect(404)).body).toEqual({ message: CMA_TEXTS.notFoundMessage });
    const own = (await as(agent.cookie).post('/api/cmas', { address: '2 Observatory Pl', home: HOME }).expect(201)).body as Cma;
    await as(agent.cookie).get(`/api/cmas/${own.id}`).expect(200);
  });
});
