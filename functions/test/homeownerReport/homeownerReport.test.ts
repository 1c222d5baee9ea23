import request from 'supertest';
import {
  AGENCY,
  formatPrice,
  HOME_VALUE_TEXTS,
  HOMEOWNER_REPORT_PAGE_TITLE,
  HOMEOWNER_REPORT_TEXTS as TEXTS,
  WITHHELD_ADDRESS,
  type HomeValueLeadCreated,
  type Lead,
} from '@estate/domain';
import { sitemapPaths } from '../../../scripts/testing/sitemapUrls';
import { homeownerReports } from '../../src/composition';
import { HOMEOWNER_REPORTS } from '../../src/homeownerReport';
import { PROPERTIES } from '../../src/listings';
import { MAIL_OUTBOX, type OutgoingMail } from '../../src/platform';
import { appCheckHeader } from '../support/appCheck';
import { newClientAddress } from '../support/leads';
import { sitePages } from '../support/sitePages';
import { storedListing } from '../support/storedListing';
import { ORIGIN, testApp } from '../support/testApp';
import { HOME, idOf, seedMarket, USABLE } from '../valuation/valuationMarket';

/** docs/product/valuation.md#the-homeowner-report, over the valuation tests' seeded market. */
const t = testApp();
afterAll(() => t.teardown());

const SITE = 'https://queencityestates.com';
const NOW = new Date();
const DAY_MS = 24 * 60 * 60 * 1000;
const logger = { error: jest.fn(), info: jest.fn() };

beforeEach(async () => {
  await t.reset();
  await seedMarket(t.deps.db);
});

const post = (path: string, body: unknown) =>
  request(t.app)
    .post(path)
    .set(appCheckHeader())
    .set('X-Forwarded-For', newClientAddress())
    .send(body as object);

/** A seller lead of the seeded home, its own emails sent and forgotten. */
async function newLead(reportConsent: boolean, email = 'pat.owner@example.com', followUpConsent = false) {
  const body = { name: 'Pat Owner', email, followUpConsent, reportConsent, valuation: { home: HOME } };
  const created = (await post('/api/valuations/leads', body).expect(201)).body as HomeValueLeadCreated;
  await t.sendQueuedMail({ logger });
  t.sentMail.length = 0;
  return created;
}

/** What the schedule does at `at`, then onMailQueued; answers the run's counts. */
async function runReports(at = NOW) {
  const outcome = await homeownerReports(t.repos, { siteOrigin: SITE, signingSecret: t.deps.linkSigningSecret }).run(at);
  await t.sendQueuedMail({ siteOrigin: SITE, logger });
  return outcome;
}

const reports = () => t.sentMail.filter((mail) => mail.subject.startsWith('Your home’s value report'));
const lead = async (id: string) => (await t.repos.leads.get(id)) as Lead;
const tokenIn = (text: string, path: string) => decodeURIComponent(new RegExp(`${path}\\?token=(\\S+)`).exec(text)![1]!);
const openImageOf = (mail: OutgoingMail) =>
  /src="https:\/\/queencityestates\.com(\/api\/home-reports\/opened\/[^"]+)"/.exec(mail.html)![1]!;
const headerToken = (headers: OutgoingMail['headers']) => decodeURIComponent(/token=([^>]+)>/.exec(headers!['List-Unsubscribe']!)![1]!);

/** A listing of the market listed `daysAgo` days ago, Active, as the API stores it. */
async function listNearby(id: string, daysAgo: number, form: object = {}) {
  const listedAt = new Date(NOW.getTime() - daysAgo * DAY_MS).toISOString();
  await t.deps.db
    .collection(PROPERTIES)
    .doc(id)
    .set(
      storedListing({ title: id, address: `${id}, Cincinnati, OH 45208`, neighborhood: 'Hyde Park', price: 975_000, ...form }, listedAt),
    );
}

describe('the monthly run', () => {
  it('mails a consenting owner one report: the range, the new sales and listings nearby, the links and the RFC 8058 headers', async () => {
    await listNearby('Fresh Listing Lane', 3);
    await listNearby('Private Listing Row', 2, { visibility: 'invited' });
    await listNearby('Old Listing Court', 60);
    await listNearby('Opted Out Listing Way', 1, { InternetAutomatedValuationDisplayYN: false });
    const { id } = await newLead(true);
    await newLead(false, 'no.report@example.com');

    expect(await runReports()).toMatchObject({ queued: 1, already: 0, finished: true });
    const [mail, ...others] = reports();
    expect(others).toHaveLength(0);
    expect(mail!.to).toEqual(['pat.owner@example.com']);
    const estimate = (await lead(id)).valuation!.estimate;
    if (estimate.kind !== 'estimate') throw new Error('the seeded market values the home');
    expect(mail!.text).toContain(TEXTS.range(estimate.value, estimate.low, estimate.high));
    // Sales closed within the month before the first report, public ones of the home's type nearby.
    for (const spec of USABLE.filter((sale) => sale.closedDaysAgo <= 29 && (sale.km ?? 0) >= 0 && !sale.neighborhood))
      expect(mail!.text).toContain(`${SITE}/property/${idOf(spec)}`);
    expect(mail!.text).toContain(TEXTS.salesHeading);
    expect(mail!.text).toContain(`Fresh Listing Lane, Cincinnati, OH 45208\n${TEXTS.listed(formatPrice(975_000))}`);
    for (const hidden of [
      'Private Listing Row',
      'Old Listing Court',
      'Opted Out Listing Way',
      'out-private',
      'out-opted',
      'out-condo',
      'out-withdrawn',
    ])
      expect(`${mail!.text}${mail!.html}`).not.toContain(hidden);
    expect(mail!.text).not.toContain(TEXTS.cma);
    expect(mail!.text).toMatch(new RegExp(`${TEXTS.askAgent}: ${SITE}/home-value/agent\\?token=o1\\.`));
    expect(mail!.text).toMatch(new RegExp(`${TEXTS.unsubscribe}: ${SITE}/home-value/unsubscribe\\?token=r1\\.`));
    expect(mail!.text).toContain(TEXTS.why);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/queencityestates\.com\/api\/home-reports\/unsubscribe\?token=r1\.[\w.%-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(openImageOf(mail!)).toMatch(/^\/api\/home-reports\/opened\/p1\.[\w.%-]+\.gif$/);
  });

  it('writes a withheld address as withheld, and links the newest CMA when staff published one', async () => {
    await seedMarket(t.deps.db, [
      { id: 'recent-withheld', size: [3_000, 4, 3, 1930], price: 940_000, closedDaysAgo: 5, km: 0.3, mls: { withheld: true } },
    ]);
    const { id } = await newLead(true);
    await t.deps.db
      .collection('leads')
      .doc(id)
      .update({
        cmas: [
          { id: 'cma-1', publishedAt: '2026-01-01T10:00:00.000Z', link: '/cma/old' },
          { id: 'cma-2', publishedAt: '2026-02-01T10:00:00.000Z', link: '/cma/newest' },
        ],
      });
    await runReports();
    const [mail] = reports();
    expect(mail!.text).toContain(`${TEXTS.cma}: ${SITE}/cma/newest`);
    expect(mail!.text).not.toContain('/cma/old');
    expect(mail!.text).toContain(`${SITE}/property/${idOf({ id: 'recent-withheld', mls: {} })}`);
    expect(mail!.text).toContain(`${WITHHELD_ADDRESS}\n${TEXTS.sold(formatPrice(940_000), '').trimEnd()}`);
    expect(`${mail!.text}${mail!.html}`).not.toContain('99 Valuation Way');
  });

  it('sends nothing to an owner who did not consent, and nothing twice in a month: a run again queues nothing', async () => {
    await newLead(false);
    expect(await runReports()).toMatchObject({ queued: 0, already: 0 });
    expect(reports()).toHaveLength(0);

    await newLead(true, 'second@example.com');
    expect(await runReports()).toMatchObject({ queued: 1 });
    expect(await runReports()).toMatchObject({ queued: 0, already: 1 });
    expect(reports()).toHaveLength(1);
    const outbox = await t.deps.db.collection(MAIL_OUTBOX).get();
    expect(outbox.docs.filter((doc) => doc.id.startsWith('homeReport-') && !doc.id.includes('-opened-'))).toHaveLength(1);
  });

  it('next month compares with the last report and lists only what is new since', async () => {
    const { id } = await newLead(true);
    await runReports();
    await listNearby('Next Month Lane', -20);
    const nextMonth = new Date(NOW.getTime() + 32 * DAY_MS);
    await runReports(nextMonth);
    const [first, second] = reports();
    expect(second).toBeDefined();
    expect(second!.text).toMatch(/(Up|Down) \$[\d,]+ \([\d.]+%\) since |Unchanged since /);
    expect(second!.text).toContain('Next Month Lane');
    // The sales the first report listed are not listed again.
    for (const link of first!.text.match(/https:\/\/queencityestates\.com\/property\/\S+/g) ?? []) expect(second!.text).not.toContain(link);
    expect((await lead(id)).valuation!.consents.report.granted).toBe(true);
  });
});

describe('opens', () => {
  const open = (path: string) => request(t.app).get(path).buffer(true);

  it('answers a 1×1 GIF whatever the token, uncached and without cookies', async () => {
    for (const path of ['/api/home-reports/opened/nonsense.gif', '/api/home-reports/opened/p1.forged.token.gif']) {
      const response = await open(path).expect(200);
      expect(response.headers['content-type']).toBe('image/gif');
      expect(response.headers['cache-control']).toContain('no-store');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(
        Buffer.from(response.body as Buffer)
          .subarray(0, 6)
          .toString(),
      ).toBe('GIF89a');
    }
  });

  it('alerts staff once when the owner opens the report twice within a week, with the lead’s activity', async () => {
    const { id } = await newLead(true, undefined, true);
    await runReports();
    const image = openImageOf(reports()[0]!);
    await open(image).expect(200);
    expect((await lead(id)).activity.map((entry) => entry.detail)).not.toContain(TEXTS.openedTwiceActivity);
    await open(image).expect(200);
    await open(image).expect(200);
    const outbox = await t.deps.db.collection(MAIL_OUTBOX).get();
    const alerts = outbox.docs.filter((doc) => doc.id.startsWith(`homeReport-${id}-opened-`));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.get('mail')).toMatchObject({
      to: ['leads@queencityestates.com'],
      subject: `${TEXTS.openedTwiceSubject}: Pat Owner (Home valuation)`,
    });
    const activity = (await lead(id)).activity.filter((entry) => entry.detail === TEXTS.openedTwiceActivity);
    expect(activity).toEqual([{ type: 'valuation', at: expect.any(String), detail: TEXTS.openedTwiceActivity }]);
    const record = await t.deps.db.collection('homeownerReports').doc(id).collection('months').get();
    expect(record.docs[0]!.get('opens')).toHaveLength(3);
  });

  it('tells staff of no open when the owner did not agree to be contacted, and notes none once they unsubscribe', async () => {
    const { id } = await newLead(true);
    await runReports();
    const mail = reports()[0]!;
    const image = openImageOf(mail);
    await open(image).expect(200);
    await open(image).expect(200);
    const months = () => t.deps.db.collection('homeownerReports').doc(id).collection('months').get();
    expect((await months()).docs[0]!.get('opens')).toHaveLength(2);
    const outbox = await t.deps.db.collection(MAIL_OUTBOX).get();
    expect(outbox.docs.filter((doc) => doc.id.startsWith(`homeReport-${id}-opened-`))).toHaveLength(0);
    expect((await lead(id)).activity.map((entry) => entry.detail)).not.toContain(TEXTS.openedTwiceActivity);

    await request(t.app)
      .post('/api/home-reports/unsubscribe')
      .query({ token: headerToken(mail.headers) })
      .send({})
      .expect(200);
    await open(image).expect(200);
    expect((await months()).docs[0]!.get('opens')).toHaveLength(2);
  });
});

describe('unsubscribe', () => {
  it('GET says what it would do and changes nothing; the one-click POST withdraws the consent and the next run skips the owner', async () => {
    const { id } = await newLead(true);
    await runReports();
    const mail = reports()[0]!;
    const token = headerToken(mail.headers);
    expect(tokenIn(mail.text, '/home-value/unsubscribe')).toBe(token);

    const preview = await request(t.app).get('/api/home-reports/unsubscribe').query({ token }).expect(200);
    expect(preview.body).toEqual({ message: TEXTS.unsubscribePreview });
    expect((await lead(id)).valuation!.consents.report.granted).toBe(true);

    // As a mail client posts it: a form body, no origin, no session.
    const done = await request(t.app)
      .post('/api/home-reports/unsubscribe')
      .query({ token })
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.body).toEqual({ message: TEXTS.unsubscribeDone });
    const after = await lead(id);
    expect(after.valuation!.consents.report).toEqual({ granted: false, at: expect.any(String), text: TEXTS.withdrawn });
    expect(after.activity.at(-1)).toMatchObject({ type: 'valuation', detail: TEXTS.unsubscribedActivity });
    await request(t.app).post('/api/home-reports/unsubscribe').query({ token }).send({}).expect(200);
    expect((await lead(id)).activity.filter((entry) => entry.detail === TEXTS.unsubscribedActivity)).toHaveLength(1);

    t.sentMail.length = 0;
    expect(await runReports(new Date(NOW.getTime() + 32 * DAY_MS))).toMatchObject({ queued: 0, already: 0 });
    expect(reports()).toHaveLength(0);
  });

  it('says a deleted lead’s report is no longer on file: 404 on GET, so the page offers no button; the one-click POST says the same', async () => {
    const { id } = await newLead(true);
    await runReports();
    const token = headerToken(reports()[0]!.headers);
    await t.deps.db.collection('leads').doc(id).delete();
    const preview = await request(t.app).get('/api/home-reports/unsubscribe').query({ token }).expect(404);
    expect(preview.body.message).toBe(TEXTS.unsubscribeGone);
    const done = await request(t.app).post('/api/home-reports/unsubscribe').query({ token }).send({}).expect(200);
    expect(done.body).toEqual({ message: TEXTS.unsubscribeGone });
  });

  it('refuses a forged token with its message (400), on GET and POST', async () => {
    for (const method of ['get', 'post'] as const) {
      const response = await request(t.app)[method]('/api/home-reports/unsubscribe').query({ token: 'r1.forged.token' }).expect(400);
      expect(response.body.message).toBe(TEXTS.unsubscribeInvalid);
    }
  });
});

describe('ask for an agent', () => {
  it('the report’s link carries the owner’s opinion token: asking records it and alerts staff once', async () => {
    const { id } = await newLead(true);
    await runReports();
    const token = tokenIn(reports()[0]!.text, '/home-value/agent');
    for (let ask = 0; ask < 2; ask += 1)
      expect((await post('/api/valuations/opinions', { token }).expect(200)).body).toEqual({ message: HOME_VALUE_TEXTS.opinionAsked });
    expect((await lead(id)).valuation!.agentOpinionAskedAt).toEqual(expect.any(String));
    const outbox = await t.deps.db.collection(MAIL_OUTBOX).get();
    expect(outbox.docs.filter((doc) => doc.id === `lead-${id}-agentOpinion`)).toHaveLength(1);
  });
});

/** The lead's report record and how many months it holds, as stored. */
async function storedReports(leadId: string) {
  const owner = t.deps.db.collection(HOMEOWNER_REPORTS).doc(leadId);
  return { record: (await owner.get()).exists, months: (await owner.collection('months').get()).size };
}

const reportTo = (email: string) => reports().find((mail) => mail.to.includes(email))!;

describe("the reports' records are the owner's data", () => {
  it('go with the lead when staff delete it, alone or with others; its links then say it is gone', async () => {
    const alone = await newLead(true);
    const together = [await newLead(true, 'second@example.com'), await newLead(true, 'third@example.com')];
    const kept = await newLead(true, 'kept@example.com');
    await runReports();
    const mail = reportTo('pat.owner@example.com');
    await request(t.app).get(openImageOf(mail)).expect(200);
    expect(await storedReports(alone.id)).toEqual({ record: true, months: 1 });

    const admin = await t.signInAsAdmin();
    await request(t.app).delete(`/api/leads/${alone.id}`).set('Cookie', admin).set('Origin', ORIGIN).expect(200);
    expect(await storedReports(alone.id)).toEqual({ record: false, months: 0 });
    expect(await storedReports(together[0]!.id)).toEqual({ record: true, months: 1 });

    await request(t.app)
      .delete('/api/leads')
      .set('Cookie', admin)
      .set('Origin', ORIGIN)
      .send({ ids: together.map(({ id }) => id) })
      .expect(200, { deleted: 2 });
    for (const { id } of together) expect(await storedReports(id)).toEqual({ record: false, months: 0 });
    expect(await storedReports(kept.id)).toEqual({ record: true, months: 1 });

    const unsubscribe = await request(t.app)
      .get('/api/home-reports/unsubscribe')
      .query({ token: headerToken(mail.headers) })
      .expect(404);
    expect(unsubscribe.body.message).toBe(TEXTS.unsubscribeGone);
    const opinion = await post('/api/valuations/opinions', { token: tokenIn(mail.text, '/home-value/agent') }).expect(404);
    expect(opinion.body.message).toBe(HOME_VALUE_TEXTS.opinionLeadGone);
    // An open of the deleted lead's report writes nothing back.
    await request(t.app).get(openImageOf(mail)).expect(200);
    expect(await storedReports(alone.id)).toEqual({ record: false, months: 0 });
  });

  it("are in the person's export with their inquiry, and erased with their account", async () => {
    const email = 'client@example.com';
    const { id } = await newLead(true, email);
    await runReports();
    await request(t.app)
      .get(openImageOf(reportTo(email)))
      .expect(200);
    const estimate = (await lead(id)).valuation!.estimate;

    const client = await t.signInAsClient(email);
    const exported = (await request(t.app).get('/api/account/export').set('Cookie', client).expect(200)).body as {
      inquiries: (Lead & { homeownerReports?: unknown })[];
    };
    const sent = {
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      queuedAt: expect.any(String),
      estimate,
      saleIds: expect.any(Array),
      listingIds: expect.any(Array),
    };
    expect(exported.inquiries.find((inquiry) => inquiry.id === id)!.homeownerReports).toEqual({
      last: sent,
      recentOpens: [expect.any(String)],
      months: [{ ...sent, opens: [expect.any(String)] }],
    });
    // The account's own lead has no report.
    expect(exported.inquiries.filter((inquiry) => inquiry.homeownerReports)).toHaveLength(1);

    await request(t.app).delete('/api/account').set('Cookie', client).set('Origin', ORIGIN).expect(200);
    expect(await storedReports(id)).toEqual({ record: false, months: 0 });
    expect((await lead(id)).valuation).toBeUndefined();
  });
});

describe("the report's pages (docs/product/site.md#routes)", () => {
  it('are rendered in the browser, never cached, never indexed, and out of the sitemaps', async () => {
    // Without the valuation's market, whose sales are stored as the valuation reads them, not as the sitemap does.
    await t.reset();
    const pages = await sitePages('/home-value/agent?token=o1.x', '/home-value/unsubscribe?token=r1.x');
    for (const page of pages) {
      expect(page).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
      expect(page.html).toContain('<meta name="robots" content="noindex"/>');
      expect(page.html).toContain(`<title>${HOMEOWNER_REPORT_PAGE_TITLE} | ${AGENCY.name}</title>`);
    }
    const [, ...sitemaps] = await sitemapPaths(async (path) => (await sitePages(path))[0]!.html);
    const sitemap = (await sitePages(...sitemaps)).map(({ html }) => html).join('\n');
    expect(sitemap).toContain('/home-value</loc>');
    expect(sitemap).not.toContain('/home-value/');
  });
});
