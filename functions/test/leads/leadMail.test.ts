import {
  agencyToday,
  LEAD_FIELD_LABELS,
  LEAD_FIELD_NOT_PROVIDED,
  type Lead,
  type LeadMail,
  type NeighborhoodName,
  type User,
} from '@estate/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import type { NewLead } from '../../src/leads/leadRepository';
import { MAIL_OUTBOX } from '../../src/platform';
import { smtpTransport } from '../../src/platform/mail/mailTransport';
import { testMailServer } from '../support/mailServers';
import { validPayloads } from '../support/leads';
import { storedListing } from '../support/storedListing';
import { testApp } from '../support/testApp';

const t = testApp();
const { leads, settings } = t.repos;
// Ports of their own: the stack's mail server keeps 1025.
const mailServer = testMailServer(2525);
const SITE = 'https://estates.example';
const logger = { error: jest.fn(), info: jest.fn() };

const options = () => ({
  transport: smtpTransport(mailServer.url, 'Queen City Estates <no-reply@queencityestates.com>'),
  siteOrigin: SITE,
  logger,
});
/** What onMailQueued does with every email queued (the api tests run no triggers). */
const sendQueued = () => t.sendQueuedMail(options());
/** What onMailQueued does with one of a lead's emails (an assignee's names its assignment). */
const keyOf = (leadId: string, mail: LeadMail, queuedAt?: string) => `lead-${leadId}-${mail}${queuedAt ? `-${Date.parse(queuedAt)}` : ''}`;
const send = (leadId: string, mail: LeadMail, queuedAt?: string) => t.sender(options()).deliver(keyOf(leadId, mail, queuedAt));
/** Where the outbox's entry of one of a lead's emails stands. */
const outboxState = async (leadId: string, mail: LeadMail, queuedAt?: string) =>
  (
    await t.deps.db
      .collection(MAIL_OUTBOX)
      .doc(keyOf(leadId, mail, queuedAt))
      .get()
  ).get('state') as string | undefined;

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

    await sendQueued();

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
    // Nothing left for the sweep, and nothing queued for the visitor.
    expect([await outboxState(lead.id, 'staffAlert'), await outboxState(lead.id, 'visitorEmail')]).toEqual(['sent', undefined]);
  });

  it('goes to the recipients an admin set, and only once however often the trigger runs', async () => {
    await settings.setLeadAlertRecipients(['broker@queencityestates.com', 'desk@queencityestates.com']);
    await storedLead(validPayloads.popup_lead_form);
    await sendQueued();
    await sendQueued();
    const emails = await mailServer.received();
    // The alert once, and the visitor's report once.
    expect(emails.map((email) => email.to.map(({ address }) => address)).sort()).toEqual([
      ['broker@queencityestates.com', 'desk@queencityestates.com'],
      ['jordan@example.com'],
    ]);
  });

  it('escapes markup from the visitor in every field, and keeps line breaks out of the headers', async () => {
    const markup = '<img src=x onerror=alert(1)><b>bold</b>';
    await storedLead({
      source: 'contact_form',
      name: `Eve\r\nBcc: victim@example.com\r\n${markup}`,
      email: 'eve@example.com',
      phone: markup,
      interest: markup,
      message: `${markup}\r\nSubject: forged`,
    });
    await sendQueued();
    const [email] = await receivedBy(STAFF);
    expect(email!.headers.bcc).toBeUndefined();
    expect(email!.to.map(({ address }) => address)).toEqual(['leads@queencityestates.com']);
    expect(email!.subject).toBe(`New lead: Eve Bcc: victim@example.com ${markup} (Contact form)`);
    expect(email!.html).not.toContain('<img');
    expect(email!.html).not.toContain('<b>bold');
    expect(email!.html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;bold&lt;/b&gt;');
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
    await sendQueued();

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
    await storedLead(validPayloads.popup_lead_form);
    await sendQueued();

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
      await storedLead(validPayloads[source]);
      await sendQueued();
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
    await storedLead({
      ...validPayloads.contact_form,
      name: 'Claim your prize at prize.example',
      message: 'Your account is locked: sign in at https://phish.example/login to keep it.',
    });
    await sendQueued();
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
    await send(lead.id, 'assignment', queuedAt);
    await send(lead.id, 'assignment', queuedAt);

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
    const queuedAt = await assigned(lead.id, agent.id);
    await Promise.all([send(lead.id, 'staffAlert'), send(lead.id, 'visitorEmail')]);
    expect((await mailServer.received()).map((email) => email.subject).sort()).toEqual([
      'New lead: Morgan Blake (Contact form)',
      'We received your message',
    ]);
    expect(await delivery(lead.id, 'assignment')).toMatchObject({ state: 'queued', attempts: 0 });
    // The assignment's email still waits in the outbox, for its own delivery.
    expect(await outboxState(lead.id, 'assignment', queuedAt)).toBe('queued');
  });

  it('goes only to the last assignee when the lead was assigned again before it went', async () => {
    const other = await t.createUser({ username: 'sam', name: 'Sam Park', role: 'agent' });
    const lead = await storedLead(validPayloads.contact_form);
    const first = await assigned(lead.id, agent.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await assigned(lead.id, other.id);
    // The first assignment's trigger finds its email replaced: the second one's trigger sends that.
    await send(lead.id, 'assignment', first);
    expect(await mailServer.received()).toEqual([]);
    await send(lead.id, 'assignment', second);
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
    await send(lead.id, 'assignment', queuedAt);
    expect(await delivery(lead.id, 'assignment')).toBeUndefined();
    expect(await outboxState(lead.id, 'assignment', queuedAt)).toBe('withdrawn');

    await assigned(lead.id, agent.id);
    await t.deps.db.collection('users').doc(agent.id).delete();
    await sendQueued();
    expect(await delivery(lead.id, 'assignment')).toBeUndefined();
    expect(await receivedBy('riley@queencityestates.com')).toEqual([]);
  });

  it("moves the lead's updatedAt with each record", async () => {
    const lead = await storedLead(validPayloads.contact_form);
    const before = (await storedDoc(lead.id)).get('updatedAt') as Timestamp;
    await Promise.all([send(lead.id, 'staffAlert'), send(lead.id, 'visitorEmail')]);
    const after = (await storedDoc(lead.id)).get('updatedAt') as Timestamp;
    expect(after.toMillis()).toBeGreaterThan(before.toMillis());
  });
});
