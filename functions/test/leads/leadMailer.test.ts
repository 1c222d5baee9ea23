import { performance } from 'node:perf_hooks';
import {
  agencyToday,
  LEAD_FIELD_LABELS,
  LEAD_FIELD_NOT_PROVIDED,
  type Lead,
  type LeadMail,
  type NeighborhoodName,
  type User,
} from '@estate/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { leadMail } from '../../src/composition';
import type { NewLead } from '../../src/leads/leadRepository';
import { freshAssignment } from '../../src/leads/mail/leadMailer';
import { SMTP_TIMEOUTS_MS, smtpTransport } from '../../src/platform/mail/mailTransport';
import { bouncingMailServer, silentMailServer, testMailServer } from '../support/mailServers';
import { postLead, validPayloads } from '../support/leads';
import { storedListing } from '../support/storedListing';
import { testApp } from '../support/testApp';
import { waitUntil } from '../support/waitUntil';

const t = testApp();
const { leads, settings } = t.repos;
// Ports of their own: the stack's mail server keeps 1025.
const mailServer = testMailServer(2525);
const SITE = 'https://estates.example';
const logger = { error: jest.fn(), info: jest.fn() };

function mailer(url = mailServer.url, retryDelaysS = [0.2, 0.5, 1, 1, 1, 1, 1, 1, 1, 1]) {
  return leadMail(t.repos, {
    transport: smtpTransport(url, 'Queen City Estates <no-reply@queencityestates.com>'),
    siteOrigin: SITE,
    defaultRecipients: ['leads@queencityestates.com'],
    logger,
    retryDelaysS,
  });
}

async function storedLead(fields: NewLead): Promise<Lead> {
  const id = await leads.create(fields);
  return (await leads.get(id))!;
}

const delivery = async (id: string, mail: LeadMail = 'staffAlert') => (await leads.get(id))!.delivery?.[mail];
const STAFF = 'leads@queencityestates.com';
/** The emails the test server received for `address`. */
const receivedBy = async (address: string) =>
  (await mailServer.received()).filter((email) => email.to.some((to) => to.address === address));

/** A listing stored as the dashboard stores one; `sold` closes it at that price. */
async function storeListing(
  id: string,
  fields: { neighborhood: NeighborhoodName; price: number; squareFeet: number; listedAt: string; title?: string; sold?: number },
) {
  const { listedAt, sold, ...form } = fields;
  const sale = sold
    ? { StandardStatus: 'Closed' as const, ClosePrice: sold, PurchaseContractDate: agencyToday(), CloseDate: agencyToday() }
    : {};
  await t.deps.db
    .collection('properties')
    .doc(id)
    .set(storedListing({ title: `Listing ${id}`, address: `${id} Main St, Cincinnati, OH 45208`, ...form }, listedAt, sale));
}

beforeEach(async () => {
  await t.reset();
  await mailServer.start();
  await mailServer.clear();
});
afterEach(() => mailServer.stop());
afterAll(() => t.teardown());

describe('the staff alert for a new lead', () => {
  it('goes to the default recipients with the source and name in the subject, every field, and a link to the lead', async () => {
    const lead = await storedLead(validPayloads.schedule_form);
    // A showing request's visitor is confirmed by the showings module's email (functions/test/showings).
    expect(lead.delivery).toEqual({ staffAlert: { state: 'queued', attempts: 0 } });

    await mailer().deliverAll(lead.id);

    const [email, ...others] = await receivedBy(STAFF);
    expect(others).toEqual([]);
    expect(email!.to.map(({ address }) => address)).toEqual(['leads@queencityestates.com']);
    expect(email!.replyTo?.map(({ address }) => address)).toEqual(['taylor@example.com']);
    expect(email!.subject).toBe('New lead: Taylor Reed (Showing request)');
    const link = `${SITE}/admin/leads?lead=${lead.id}`;
    for (const part of [email!.text, email!.html]) {
      expect(part).toContain(link);
      expect(part).toContain('taylor@example.com');
      expect(part).toContain('513-555-0104');
      expect(part).toContain('hyde-park-colonial');
      expect(part).toContain('May 6, 2030');
      expect(part).toContain('10:00 AM');
      for (const label of Object.values(LEAD_FIELD_LABELS)) expect(part).toContain(label);
      expect(part).toContain('312 Walnut Street');
    }
    expect(email!.text).toContain(`${LEAD_FIELD_LABELS.investmentGoals}: ${LEAD_FIELD_NOT_PROVIDED}`);
    expect(await delivery(lead.id)).toEqual({ state: 'sent', attempts: 1, sentAt: expect.any(String) });
    // Nothing left for the sweep.
    expect((await t.deps.db.collection('leads').doc(lead.id).get()).get('mailRetryAt')).toBeUndefined();
  });

  it('is sent by the sweep should the trigger never have run, which logs how long it waited', async () => {
    const lead = await storedLead(validPayloads.contact_form);
    logger.info.mockClear();
    expect(await mailer().sweep(10)).toBe(0);
    expect(logger.info).not.toHaveBeenCalled();
    expect(await mailer().sweep(10, new Date(Date.now() + 16 * 60_000))).toBe(1);
    expect(logger.info).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ event: 'queue.lag', queue: 'leadMail', oldestSeconds: expect.any(Number), due: 2 }),
    );
    const [[, lag]] = logger.info.mock.calls as [[string, { oldestSeconds: number }]];
    expect(lag.oldestSeconds).toBeGreaterThanOrEqual(16 * 60 - 5);
    expect((await receivedBy(STAFF)).map((email) => email.subject)).toEqual(['New lead: Morgan Blake (Contact form)']);
    expect(await delivery(lead.id)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('goes to the recipients an admin set, and only once however often the trigger runs', async () => {
    await settings.setLeadAlertRecipients(['broker@queencityestates.com', 'desk@queencityestates.com']);
    const lead = await storedLead(validPayloads.popup_lead_form);
    await mailer().deliverAll(lead.id);
    await mailer().deliverAll(lead.id);
    const emails = await mailServer.received();
    // The alert once, and the visitor's report once.
    expect(emails.map((email) => email.to.map(({ address }) => address)).sort()).toEqual([
      ['broker@queencityestates.com', 'desk@queencityestates.com'],
      ['jordan@example.com'],
    ]);
  });

  it('escapes markup from the visitor in every field, and keeps line breaks out of the headers', async () => {
    const markup = '<img src=x onerror=alert(1)><b>bold</b>';
    const lead = await storedLead({
      source: 'contact_form',
      name: `Eve\r\nBcc: victim@example.com\r\n${markup}`,
      email: 'eve@example.com',
      phone: markup,
      interest: markup,
      message: `${markup}\r\nSubject: forged`,
    });
    await mailer().deliverAll(lead.id);
    const [email] = await receivedBy(STAFF);
    expect(email!.headers.bcc).toBeUndefined();
    expect(email!.to.map(({ address }) => address)).toEqual(['leads@queencityestates.com']);
    expect(email!.subject).toBe(`New lead: Eve Bcc: victim@example.com ${markup} (Contact form)`);
    expect(email!.html).not.toContain('<img');
    expect(email!.html).not.toContain('<b>bold');
    expect(email!.html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;bold&lt;/b&gt;');
  });

  it('is tried again while the mail server is down, and arrives once it is back', async () => {
    await mailServer.stop();
    const lead = await storedLead(validPayloads.contact_form);
    const sending = mailer().deliverAll(lead.id);

    await waitUntil('two failed tries', async () => ((await delivery(lead.id))?.attempts ?? 0) >= 2);
    expect(await delivery(lead.id)).toMatchObject({ state: 'queued' });
    expect((await delivery(lead.id))!.lastError).toMatch(/ECONNREFUSED/);
    await mailServer.start();
    await sending;

    expect((await receivedBy(STAFF)).map((email) => email.subject)).toEqual(['New lead: Morgan Blake (Contact form)']);
    expect((await receivedBy('morgan@example.com')).map((email) => email.subject)).toEqual(['We received your message']);
    expect(await delivery(lead.id)).toMatchObject({ state: 'sent', attempts: expect.any(Number) });
    expect((await delivery(lead.id))!.attempts).toBeGreaterThanOrEqual(3);
  });

  it('fails for good, with the reason, when the server refuses the address', async () => {
    const bouncing = await bouncingMailServer(2526);
    try {
      const lead = await storedLead(validPayloads.popup_lead_form);
      await mailer(bouncing.url).deliverAll(lead.id);
      expect(await delivery(lead.id)).toEqual({
        state: 'failed',
        attempts: 1,
        lastError: expect.stringMatching(/^550 5\.1\.1 <leads@queencityestates\.com>: Recipient address rejected: User unknown/),
      });
      expect(await delivery(lead.id, 'visitorEmail')).toEqual({
        state: 'failed',
        attempts: 1,
        lastError: expect.stringMatching(/^550 5\.1\.1 <jordan@example\.com>: Recipient address rejected/),
      });
      expect(logger.error).toHaveBeenCalledWith(`The staffAlert for lead ${lead.id} failed`, expect.objectContaining({ attempts: 1 }));
    } finally {
      await bouncing.close();
    }
  });

  it('waits for the sweep when the server stays down past its tries, and arrives with the sweep once it is back', async () => {
    await mailServer.stop();
    const lead = await storedLead(validPayloads.popup_lead_form);
    await mailer(mailServer.url, [0.1]).deliverAll(lead.id);
    expect(await delivery(lead.id)).toEqual({ state: 'queued', attempts: 2, lastError: expect.stringMatching(/ECONNREFUSED/) });
    const retryAt = (await t.deps.db.collection('leads').doc(lead.id).get()).get('mailRetryAt') as Timestamp;
    expect(retryAt.toMillis()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // Not due yet; due once its time comes.
    expect(await mailer().sweep(10)).toBe(0);
    await mailServer.start();
    await mailServer.clear();
    expect(await mailer().sweep(10, new Date(retryAt.toMillis() + 1000))).toBe(1);

    expect(await delivery(lead.id)).toEqual({ state: 'sent', attempts: 3, sentAt: expect.any(String) });
    expect(await delivery(lead.id, 'visitorEmail')).toMatchObject({ state: 'sent', attempts: 3 });
    expect((await receivedBy(STAFF)).map((email) => email.subject)).toEqual(['New lead: Jordan Lee (Market report popup)']);
    expect((await t.deps.db.collection('leads').doc(lead.id).get()).get('mailRetryAt')).toBeUndefined();
  });

  it('gives up on a server that takes the connection and never answers within its timeouts, and waits for the sweep', async () => {
    const silent = await silentMailServer(2527);
    try {
      const { body } = await postLead(t.app, validPayloads.contact_form).expect(201);
      const started = performance.now();
      await mailer(silent.url, [0.1]).deliverNewLead(body.id);
      // Two tries, each ended by the transport's greeting timeout rather than nodemailer's minutes.
      expect(performance.now() - started).toBeLessThan(2 * SMTP_TIMEOUTS_MS.greeting + 20_000);
      expect(await delivery(body.id)).toEqual({
        state: 'queued',
        attempts: 2,
        lastError: expect.stringMatching(/Greeting never received/),
      });
      const retryAt = (await t.deps.db.collection('leads').doc(body.id).get()).get('mailRetryAt') as Timestamp;
      expect(retryAt.toMillis()).toBeGreaterThan(Date.now() + 14 * 60_000);

      expect(await mailer().sweep(10, new Date(retryAt.toMillis() + 1000))).toBe(1);
      expect(await delivery(body.id)).toEqual({ state: 'sent', attempts: 3, sentAt: expect.any(String) });
      expect((await receivedBy(STAFF)).map((email) => email.subject)).toEqual(['New lead: Morgan Blake (Contact form)']);
    } finally {
      await silent.close();
    }
  }, 120_000);

  it('gives up a day after the lead arrived, and says why', async () => {
    await mailServer.stop();
    const lead = await storedLead(validPayloads.popup_lead_form);
    await t.deps.db
      .collection('leads')
      .doc(lead.id)
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 25 * 60 * 60 * 1000) });
    await mailer(mailServer.url, [0.1, 0.1]).deliverAll(lead.id);
    expect(await delivery(lead.id)).toEqual({ state: 'failed', attempts: 3, lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(await delivery(lead.id, 'visitorEmail')).toEqual({
      state: 'failed',
      attempts: 3,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
  });
});

describe("the visitor's email", () => {
  it('from the popup is the market report, with figures computed from the listings on the site', async () => {
    await storeListing('hp-1', { neighborhood: 'Hyde Park', price: 1_000_000, squareFeet: 4000, listedAt: '2026-10-01T12:00:00Z' });
    await storeListing('hp-2', {
      neighborhood: 'Hyde Park',
      price: 2_000_000,
      squareFeet: 5000,
      listedAt: '2026-10-05T12:00:00Z',
      title: 'Newest Hyde Park Home',
    });
    await storeListing('hp-3', { neighborhood: 'Hyde Park', price: 3_000_000, squareFeet: 6000, listedAt: '2026-09-01T12:00:00Z' });
    await storeListing('ob-1', { neighborhood: 'Oakley', price: 500_000, squareFeet: 2000, listedAt: '2026-11-01T12:00:00Z' });
    const lead = await storedLead(validPayloads.popup_lead_form);
    await mailer().deliverAll(lead.id);

    const [report] = await receivedBy('jordan@example.com');
    expect(report!.subject).toBe('Your Cincinnati Market Report');
    // City: 4 listings for sale, median of 0.5, 1, 2, 3 million; $/sq ft 250, 250, 400, 500. No sale yet: list prices.
    expect(report!.text).toContain(
      'All of Cincinnati\nHomes for sale: 4\nSales in the past 12 months: 0\nMedian list price: $1,500,000\nPrice range: $500,000 to $3,000,000\nMedian price per sq ft: $325',
    );
    expect(report!.text).toContain(
      'Hyde Park\nHomes for sale: 3\nSales in the past 12 months: 0\nMedian list price: $2,000,000\nPrice range: $1,000,000 to $3,000,000\nMedian price per sq ft: $400\nNewest listings:\n- Newest Hyde Park Home, $2,000,000: https://estates.example/property/hp-2\n- Listing hp-1',
    );
    expect(report!.text).toContain('Oakley\nHomes for sale: 1\nSales in the past 12 months: 0\nMedian list price: $500,000');
    expect(report!.text).not.toContain('Indian Hill');
    expect(report!.html).toContain('href="https://estates.example/property/hp-2"');
    expect(report!.text).toContain('312 Walnut Street');
    expect(await delivery(lead.id, 'visitorEmail')).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('uses the sale prices of the past 12 months where there are any, and the list prices elsewhere', async () => {
    await storeListing('ob-1', { neighborhood: 'Oakley', price: 500_000, squareFeet: 2000, listedAt: '2026-10-01T12:00:00Z' });
    await storeListing('ob-sold', {
      neighborhood: 'Oakley',
      price: 650_000,
      squareFeet: 2600,
      listedAt: '2026-06-01T12:00:00Z',
      sold: 624_000,
    });
    await storeListing('hp-1', { neighborhood: 'Hyde Park', price: 1_000_000, squareFeet: 4000, listedAt: '2026-10-01T12:00:00Z' });
    const lead = await storedLead(validPayloads.popup_lead_form);
    await mailer().deliverAll(lead.id);

    const [report] = await receivedBy('jordan@example.com');
    expect(report!.text).toContain(
      'Oakley\nHomes for sale: 1\nSales in the past 12 months: 1\nMedian sale price (past 12 months): $624,000\nPrice range: $624,000 to $624,000\nMedian price per sq ft: $240',
    );
    expect(report!.text).toContain('Hyde Park\nHomes for sale: 1\nSales in the past 12 months: 0\nMedian list price: $1,000,000');
    // A sold home is no longer one of the newest listings for sale.
    expect(report!.text).not.toContain('Listing ob-sold');
  });

  it.each([
    [
      'consultation_form',
      'casey@example.com',
      'We received your consultation request',
      'An agent will call you within one business day',
      '513-555-0101',
    ],
    [
      'investor_form',
      'riley@example.com',
      'We received your investment inquiry',
      'One of our investment specialists will review your goals',
      'Cash-flowing duplexes near downtown',
    ],
    [
      'contact_form',
      'morgan@example.com',
      'We received your message',
      'An agent will reply within one business day.',
      'I would like to sell my condo in Oakley.',
    ],
  ] as const)(
    "from the %s confirms what was received and what happens next, in the agency's words only",
    async (source, address, subject, next, typed) => {
      const lead = await storedLead(validPayloads[source]);
      await mailer().deliverAll(lead.id);
      const [confirmation, ...others] = await receivedBy(address);
      expect(others).toEqual([]);
      expect(confirmation!.subject).toBe(subject);
      for (const part of [confirmation!.text, confirmation!.html]) {
        expect(part).toContain(`Thank you, ${validPayloads[source].name}. We received your`);
        expect(part).toContain(next);
        expect(part).toContain('What happens next');
        expect(part).toContain('(513) 555-0142');
        // What the visitor typed goes to the staff, never back out to an address nobody verified.
        expect(part).not.toContain(typed);
      }
    },
  );

  it('never carries a link or a sentence from the form to the visitor; the staff alert has them all', async () => {
    const lead = await storedLead({
      ...validPayloads.contact_form,
      name: 'Claim your prize at prize.example',
      message: 'Your account is locked: sign in at https://phish.example/login to keep it.',
    });
    await mailer().deliverAll(lead.id);
    const [confirmation] = await receivedBy('morgan@example.com');
    for (const part of [confirmation!.text, confirmation!.html]) {
      expect(part).toContain('Thank you. We received your message');
      expect(part).not.toContain('phish.example');
      expect(part).not.toContain('prize');
    }
    const [alert] = await receivedBy(STAFF);
    expect(alert!.text).toContain('https://phish.example/login');
  });
});

describe("the assignee's email", () => {
  let agent: User;
  beforeEach(async () => {
    agent = await t.createUser({ username: 'riley', name: 'Riley Quinn', role: 'agent' });
  });

  /** A stored lead assigned to `ownerId` as an admin's assignment does it; answers the email's stamp. */
  async function assigned(id: string, ownerId: string): Promise<string> {
    await leads.change(id, () => ({ ownerId, notifyOwner: true, activity: [] }));
    return (await delivery(id, 'assignment'))!.queuedAt!;
  }
  const storedDoc = (id: string) => t.deps.db.collection('leads').doc(id).get();

  it('goes to the assignee with the lead, a link to it, and replies to the person; once', async () => {
    const lead = await storedLead(validPayloads.schedule_form);
    const queuedAt = await assigned(lead.id, agent.id);
    await mailer().deliverAssignment(lead.id, queuedAt);
    await mailer().deliverAssignment(lead.id, queuedAt);

    const [email, ...others] = await receivedBy('riley@queencityestates.com');
    expect(others).toEqual([]);
    expect(email!.subject).toBe('Lead assigned to you: Taylor Reed (Showing request)');
    expect(email!.replyTo?.map(({ address }) => address)).toEqual(['taylor@example.com']);
    for (const part of [email!.text, email!.html]) {
      expect(part).toContain(`${SITE}/admin/leads?lead=${lead.id}`);
      expect(part).toContain('Hello Riley Quinn, this lead is now yours');
      expect(part).toContain('513-555-0104');
      expect(part).toContain('May 6, 2030');
      for (const label of Object.values(LEAD_FIELD_LABELS)) expect(part).toContain(label);
    }
    expect(await delivery(lead.id, 'assignment')).toEqual({ state: 'sent', attempts: 1, sentAt: expect.any(String), queuedAt });
    expect((await leads.get(lead.id))!.activity.at(-1)).toEqual({ type: 'email_sent', at: expect.any(String), mail: 'assignment' });
    // Only the assignment: the new lead's emails are onLeadCreated's.
    expect(await receivedBy(STAFF)).toEqual([]);
    expect(await delivery(lead.id)).toEqual({ state: 'queued', attempts: 0 });
  });

  it("is not among a new lead's emails, which the assignment's own trigger sends", async () => {
    const lead = await storedLead(validPayloads.contact_form);
    await assigned(lead.id, agent.id);
    await mailer().deliverNewLead(lead.id);
    expect((await mailServer.received()).map((email) => email.subject).sort()).toEqual([
      'New lead: Morgan Blake (Contact form)',
      'We received your message',
    ]);
    expect(await delivery(lead.id, 'assignment')).toMatchObject({ state: 'queued', attempts: 0 });
    // The assignment's email still waits: the sweep keeps coming for it.
    expect((await storedDoc(lead.id)).get('mailRetryAt')).toBeDefined();
  });

  it('goes only to the last assignee when the lead was assigned again before it went', async () => {
    const other = await t.createUser({ username: 'sam', name: 'Sam Park', role: 'agent' });
    const lead = await storedLead(validPayloads.contact_form);
    const first = await assigned(lead.id, agent.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await assigned(lead.id, other.id);
    // The first assignment's trigger finds its email replaced: the second one's trigger sends that.
    await mailer().deliverAssignment(lead.id, first);
    expect(await mailServer.received()).toEqual([]);
    await mailer().deliverAssignment(lead.id, second);
    expect((await mailServer.received()).map((email) => email.to.map(({ address }) => address))).toEqual([['sam@queencityestates.com']]);
  });

  it("never records an earlier assignment's try over a later one's", async () => {
    const lead = await storedLead(validPayloads.contact_form);
    const first = await assigned(lead.id, agent.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await assigned(lead.id, (await t.createUser({ username: 'sam', role: 'agent' })).id);
    expect(
      await leads.recordDelivery(lead.id, 'assignment', { state: 'sent', attempts: 1, sentAt: new Date().toISOString(), queuedAt: first }),
    ).toBe(false);
    expect(await delivery(lead.id, 'assignment')).toEqual({ state: 'queued', attempts: 0, queuedAt: second });
  });

  it('is withdrawn when the lead has no owner any more, or the owner was deleted', async () => {
    const lead = await storedLead(validPayloads.contact_form);
    const queuedAt = await assigned(lead.id, agent.id);
    // Taken from its owner the way an older version of the dashboard did, without cancelling the email.
    await t.deps.db.collection('leads').doc(lead.id).update({ ownerId: null });
    await mailer().deliverAssignment(lead.id, queuedAt);
    expect(await delivery(lead.id, 'assignment')).toBeUndefined();

    await assigned(lead.id, agent.id);
    await t.deps.db.collection('users').doc(agent.id).delete();
    await mailer().deliverAll(lead.id);
    expect(await delivery(lead.id, 'assignment')).toBeUndefined();
    expect(await receivedBy('riley@queencityestates.com')).toEqual([]);
  });

  it('is sent by the sweep should its trigger never have run, and given a day from the assignment', async () => {
    await mailServer.stop();
    const lead = await storedLead(validPayloads.popup_lead_form);
    // A lead of yesterday, assigned now.
    await t.deps.db
      .collection('leads')
      .doc(lead.id)
      .update({ createdAt: Timestamp.fromMillis(Date.now() - 25 * 60 * 60 * 1000), 'delivery.staffAlert': { state: 'sent', attempts: 1 } });
    await t.deps.db
      .collection('leads')
      .doc(lead.id)
      .update({ 'delivery.visitorEmail': { state: 'sent', attempts: 1 } });
    const queuedAt = await assigned(lead.id, agent.id);
    const retryAt = (await storedDoc(lead.id)).get('mailRetryAt') as Timestamp;
    expect(retryAt.toMillis()).toBeGreaterThan(Date.now() + 14 * 60_000);

    await mailer(mailServer.url, [0.1]).sweep(10, new Date(retryAt.toMillis() + 1000));
    expect(await delivery(lead.id, 'assignment')).toEqual({
      state: 'queued',
      attempts: 2,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      queuedAt,
    });

    await mailServer.start();
    await mailServer.clear();
    const nextTry = (await storedDoc(lead.id)).get('mailRetryAt') as Timestamp;
    expect(await mailer().sweep(10, new Date(nextTry.toMillis() + 1000))).toBe(1);
    expect((await receivedBy('riley@queencityestates.com')).map((email) => email.subject)).toEqual([
      'Lead assigned to you: Jordan Lee (Market report popup)',
    ]);
    expect(await delivery(lead.id, 'assignment')).toMatchObject({ state: 'sent', attempts: 3, queuedAt });
    expect((await storedDoc(lead.id)).get('mailRetryAt')).toBeUndefined();
  });

  it("moves the lead's updatedAt with each record", async () => {
    const lead = await storedLead(validPayloads.contact_form);
    const before = (await storedDoc(lead.id)).get('updatedAt') as Timestamp;
    await mailer().deliverNewLead(lead.id);
    const after = (await storedDoc(lead.id)).get('updatedAt') as Timestamp;
    expect(after.toMillis()).toBeGreaterThan(before.toMillis());
  });
});

describe('freshAssignment, which decides whether an update of a lead sends the assignee an email', () => {
  const queued = (queuedAt: string, attempts = 0) => ({ delivery: { assignment: { state: 'queued', attempts, queuedAt } } });
  const T1 = '2026-11-25T20:00:00.000Z';
  const T2 = '2026-11-25T20:05:00.000Z';

  it('answers the stamp of an email the update queued', () => {
    expect(freshAssignment({ status: 'New' }, queued(T1))).toBe(T1);
    expect(freshAssignment({ delivery: { assignment: { state: 'sent', attempts: 1, queuedAt: T1 } } }, queued(T2))).toBe(T2);
    expect(freshAssignment(queued(T1), queued(T2))).toBe(T2);
  });

  it('answers nothing for the mailer’s own records or any other change', () => {
    expect(freshAssignment(queued(T1), { ...queued(T1, 1) })).toBeUndefined();
    expect(freshAssignment(queued(T1), { delivery: { assignment: { state: 'sent', attempts: 1, queuedAt: T1 } } })).toBeUndefined();
    expect(freshAssignment(queued(T1), { delivery: {} })).toBeUndefined();
    expect(freshAssignment({ status: 'New' }, { status: 'Contacted' })).toBeUndefined();
    expect(freshAssignment({}, { delivery: { staffAlert: { state: 'queued', attempts: 0 } } })).toBeUndefined();
    expect(freshAssignment(undefined, undefined)).toBeUndefined();
  });
});
