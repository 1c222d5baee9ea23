import { Timestamp } from 'firebase-admin/firestore';
import { HONEYPOT_FIELD, TEXT_LIMITS, VISITOR_EMAIL_LIMIT_REASON, VISITOR_EMAILS_PER_ADDRESS_PER_DAY } from '@estate/domain';
import request from 'supertest';
import { MAIL_OUTBOX, mailboxOf } from '../../src/platform';
import { LEADS_PER_MINUTE } from '../../src/leads/leadsRouter';
import { newClientAddress, postLead, storedLeads, validPayloads } from '../support/leads';
import { testApp, testConfig } from '../support/testApp';
import { appCheckHeader } from '../support/appCheck';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const received = { id: expect.any(String), message: 'Lead received' };
/** Every accepted lead waits for its emails (queued in the mail outbox with it) and starts the pipeline New and unowned. */
const newLeadFields = {
  delivery: { staffAlert: { state: 'queued', attempts: 0 }, visitorEmail: { state: 'queued', attempts: 0 } },
  status: 'New',
  ownerId: null,
  notes: [],
  activity: [{ type: 'received', at: expect.any(String) }],
  updatedAt: expect.any(Timestamp),
};
const { source: _popupSource, ...popupFields } = validPayloads.popup_lead_form;

describe('POST /api/leads', () => {
  it.each([
    ['popup_lead_form', validPayloads.popup_lead_form],
    ['consultation_form', validPayloads.consultation_form],
    ['investor_form', validPayloads.investor_form],
    ['contact_form', validPayloads.contact_form],
  ])('stores a %s lead exactly as sent, with a server timestamp', async (_source, payload) => {
    const response = await postLead(t.app, payload).expect(201);
    expect(response.body).toEqual(received);
    expect(await storedLeads(t.deps.db)).toEqual([
      { id: response.body.id, data: { ...payload, ...newLeadFields, createdAt: expect.any(Timestamp) } },
    ]);
    // Its emails are queued with it, in the same transaction: nothing accepted is lost.
    const outbox = await t.deps.db.collection(MAIL_OUTBOX).get();
    expect(outbox.docs.map((doc) => doc.id).sort()).toEqual([
      `lead-${response.body.id}-staffAlert`,
      `lead-${response.body.id}-visitorEmail`,
    ]);
  });

  it("stores the words' prefixes the dashboard's search looks up", async () => {
    await postLead(t.app, validPayloads.contact_form).expect(201);
    const [stored] = (await t.deps.db.collection('leads').get()).docs;
    expect(stored!.get('searchTerms')).toEqual(expect.arrayContaining(['mo', 'mor', 'morgan', 'example', '0', '0103', 'oakley', 'gen']));
  });

  it('fills the fixed interests and leaves out optional fields that were not given', async () => {
    const { interest: _investorInterest, ...investor } = validPayloads.investor_form;
    const { interest: _contactInterest, phone: _phone, ...contact } = validPayloads.contact_form;
    await postLead(t.app, investor).expect(201);
    await postLead(t.app, { ...contact, phone: '' }).expect(201);
    const stored = (await storedLeads(t.deps.db)).map((lead) => lead.data);
    expect(stored).toEqual(
      expect.arrayContaining([
        { ...investor, interest: 'investing', ...newLeadFields, createdAt: expect.any(Timestamp) },
        { ...contact, interest: 'general', ...newLeadFields, createdAt: expect.any(Timestamp) },
      ]),
    );
  });

  it('strips unknown keys and never takes the id or the date from the client', async () => {
    const payload = { ...validPayloads.popup_lead_form, id: 'chosen-id', createdAt: '1999-01-01', isAdmin: true, notes: 'x' };
    const response = await postLead(t.app, payload).expect(201);
    expect(response.body.id).not.toBe('chosen-id');
    expect(await storedLeads(t.deps.db)).toEqual([
      { id: response.body.id, data: { ...validPayloads.popup_lead_form, ...newLeadFields, createdAt: expect.any(Timestamp) } },
    ]);
  });

  it.each([
    ['a missing', popupFields],
    ['an unknown', { ...popupFields, source: 'newsletter' }],
    ['the legacy', { ...popupFields, source: 'showing_request' }],
    ['a non-text', { ...popupFields, source: ['popup_lead_form'] }],
    ['a list instead of an object, so no', [validPayloads.popup_lead_form]],
  ])('answers 400 naming the sources for %s source', async (_case, payload) => {
    const message = 'source must be one of: popup_lead_form, consultation_form, investor_form, contact_form, schedule_form';
    const response = await postLead(t.app, payload).expect(400);
    expect(response.body).toEqual({ message, errors: { source: message } });
    expect(await storedLeads(t.deps.db)).toEqual([]);
  });

  it.each([
    ['popup_lead_form', 'name', 'J', 'Name is required'],
    ['popup_lead_form', 'email', 'not-an-email', 'Invalid email address'],
    ['consultation_form', 'name', '', 'Name is required'],
    ['consultation_form', 'email', '', 'Invalid email address'],
    ['consultation_form', 'phone', '513-555', 'Valid phone number is required'],
    ['consultation_form', 'interest', '', 'Please select an interest'],
    ['investor_form', 'name', ' ', 'Name is required'],
    ['investor_form', 'email', 'riley@', 'Invalid email address'],
    ['investor_form', 'phone', undefined, 'Valid phone number is required'],
    ['investor_form', 'investmentGoals', 'Duplexes', 'Please describe your investment goals'],
    ['contact_form', 'name', 'M', 'Name must be at least 2 characters'],
    ['contact_form', 'email', 'morgan.example.com', 'Please enter a valid email address'],
    ['contact_form', 'message', 'Call me', 'Message must be at least 10 characters'],
  ] as const)('answers 400 for a %s whose %s is %p: %s', async (source, field, value, message) => {
    const response = await postLead(t.app, { ...validPayloads[source], [field]: value }).expect(400);
    expect(response.body).toEqual({ message, errors: { [field]: message } });
    expect(await storedLeads(t.deps.db)).toEqual([]);
  });

  it.each([
    ['popup_lead_form', 'name', 'Name', TEXT_LIMITS.name],
    ['popup_lead_form', 'email', 'Email', TEXT_LIMITS.email],
    ['consultation_form', 'phone', 'Phone', TEXT_LIMITS.phone],
    ['consultation_form', 'interest', 'Interest', TEXT_LIMITS.interest],
    ['investor_form', 'investmentGoals', 'Investment goals', TEXT_LIMITS.investmentGoals],
    ['contact_form', 'message', 'Message', TEXT_LIMITS.message],
  ] as const)('refuses a %s whose %s is over its limit with a 400 naming it, and stores nothing', async (source, field, label, limit) => {
    const payload = validPayloads[source] as Record<string, unknown>;
    // Still valid apart from its length (an address stays an address).
    const long = field === 'email' ? `${'a'.repeat(limit)}@queencityestates.com` : 'x'.repeat(limit + 1);
    const response = await postLead(t.app, { ...payload, [field]: long }).expect(400);
    expect(response.body.message).toBe(`${label} must be at most ${limit} characters`);
    expect(response.body.errors).toEqual({ [field]: `${label} must be at most ${limit} characters` });
    expect(await storedLeads(t.deps.db)).toEqual([]);
    // At the limit, it is stored.
    if (field !== 'email') await postLead(t.app, { ...payload, [field]: 'x'.repeat(limit - 1) + 'y' }).expect(201);
  });

  it('answers 400 with the first broken rule first and every broken field', async () => {
    const response = await postLead(t.app, { source: 'consultation_form' }).expect(400);
    expect(response.body).toEqual({
      message: 'Name is required',
      errors: {
        name: 'Name is required',
        email: 'Invalid email address',
        phone: 'Valid phone number is required',
        interest: 'Please select an interest',
      },
    });
  });
});

describe('POST /api/leads honeypot', () => {
  it(`answers a bot that filled "${HONEYPOT_FIELD}" as usual but stores nothing`, async () => {
    const response = await postLead(t.app, { ...validPayloads.contact_form, [HONEYPOT_FIELD]: 'http://spam.example' }).expect(201);
    expect(response.body).toEqual(received);
    expect(response.body.id).toMatch(/^[A-Za-z0-9]{20}$/);
    const invalidBot = await postLead(t.app, { [HONEYPOT_FIELD]: 'x' }).expect(201);
    expect(invalidBot.body).toEqual(received);
    expect(await storedLeads(t.deps.db)).toEqual([]);
  });

  it('takes an empty honeypot as a person', async () => {
    await postLead(t.app, { ...validPayloads.popup_lead_form, [HONEYPOT_FIELD]: '' }).expect(201);
    const [lead] = await storedLeads(t.deps.db);
    expect(lead?.data).not.toHaveProperty(HONEYPOT_FIELD);
  });
});

describe('POST /api/leads with an Idempotency-Key', () => {
  const send = (key: string, body: object = validPayloads.consultation_form) => postLead(t.app, body).set('Idempotency-Key', key);

  it('answers a retry with the same 201 and id, and stores one lead', async () => {
    const first = await send('retry-1').expect(201);
    const retry = await send('retry-1').expect(201);
    expect(retry.body).toEqual(first.body);
    expect((await storedLeads(t.deps.db)).map((lead) => lead.id)).toEqual([first.body.id]);
  });

  it('stores one lead when retries race', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => send('race-1')));
    const ids = new Set(responses.map((response) => response.body.id));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    expect(ids.size).toBe(1);
    expect((await storedLeads(t.deps.db)).map((lead) => lead.id)).toEqual([...ids]);
  });

  it('stores one lead per distinct key', async () => {
    const [a, b] = await Promise.all([send('key-a'), send('key-b')]);
    expect(a!.body.id).not.toBe(b!.body.id);
    expect(await storedLeads(t.deps.db)).toHaveLength(2);
  });

  it('answers 409 when the key comes back with a different request', async () => {
    await send('reused', validPayloads.consultation_form).expect(201);
    const response = await send('reused', { ...validPayloads.consultation_form, name: 'Somebody Else' }).expect(409);
    expect(response.body).toEqual({ message: 'Idempotency-Key was already used for a different request' });
    expect(await storedLeads(t.deps.db)).toHaveLength(1);
  });

  it('takes the same fields in another order as the same request', async () => {
    const { source, ...fields } = validPayloads.consultation_form;
    const first = await send('reordered', { ...fields, source }).expect(201);
    await send('reordered', { source, ...Object.fromEntries(Object.entries(fields).reverse()) }).expect(201, first.body);
  });

  it.each([
    ['empty', ''],
    ['longer than 200 characters', 'k'.repeat(201)],
  ])('answers 400 for a key that is %s', async (_case, key) => {
    const response = await send(key).expect(400);
    expect(response.body).toEqual({ message: 'Idempotency-Key must be 1 to 200 characters' });
    expect(await storedLeads(t.deps.db)).toEqual([]);
  });
});

describe('POST /api/leads load', () => {
  it(`answers 429 to a client past ${LEADS_PER_MINUTE} leads a minute, and only to that client`, async () => {
    const client = newClientAddress();
    for (let lead = 0; lead < LEADS_PER_MINUTE; lead += 1) await postLead(t.app, validPayloads.popup_lead_form, client).expect(201);
    const response = await postLead(t.app, validPayloads.popup_lead_form, client).expect(429);
    expect(response.body).toEqual({ message: 'Too many requests. Please try again in a minute.' });
    await postLead(t.app, validPayloads.popup_lead_form).expect(201);
    expect(await storedLeads(t.deps.db)).toHaveLength(LEADS_PER_MINUTE + 1);
  });

  // What reaches the function: what the client wrote, then the address each proxy saw.
  const CDN_EDGE = '151.101.65.195';
  const throughHosting = (forged: string, client: string) => `${forged}, ${client}, ${CDN_EDGE}`;
  const direct = (forged: string, client: string) => `${forged}, ${client}`;

  it.each([
    ['through Hosting', throughHosting],
    ["straight to the function's own URL", direct],
  ])('counts a client %s by its address, whatever X-Forwarded-For it writes', async (_path, chain) => {
    const client = newClientAddress();
    const statuses: number[] = [];
    for (let lead = 0; lead < 20; lead += 1) {
      const response = await postLead(t.app, validPayloads.popup_lead_form, chain(`198.51.100.${lead}`, client));
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(LEADS_PER_MINUTE).fill(201), ...Array(20 - LEADS_PER_MINUTE).fill(429)]);
    expect(await storedLeads(t.deps.db)).toHaveLength(LEADS_PER_MINUTE);
  });

  it('keeps separate counts for two visitors behind the same CDN edge', async () => {
    const [first, second] = [newClientAddress(), newClientAddress()];
    for (let lead = 0; lead < LEADS_PER_MINUTE; lead += 1) {
      await postLead(t.app, validPayloads.popup_lead_form, throughHosting('203.0.113.9', first)).expect(201);
    }
    await postLead(t.app, validPayloads.popup_lead_form, throughHosting('203.0.113.9', first)).expect(429);
    await postLead(t.app, validPayloads.popup_lead_form, throughHosting('203.0.113.9', second)).expect(201);
  });

  it('counts a client against one limit across every function instance', async () => {
    const [first, second] = [t, testApp()];
    try {
      const client = newClientAddress();
      const statuses: number[] = [];
      for (let lead = 0; lead < LEADS_PER_MINUTE + 4; lead += 1) {
        const instance = lead % 2 === 0 ? first : second;
        statuses.push((await postLead(instance.app, validPayloads.popup_lead_form, client)).status);
      }
      expect(statuses).toEqual([...Array(LEADS_PER_MINUTE).fill(201), ...Array(4).fill(429)]);
      expect(await storedLeads(t.deps.db)).toHaveLength(LEADS_PER_MINUTE);
    } finally {
      await second.teardown();
    }
  });

  it('takes the per-client limit from the config where one is set (the local stacks raise it)', async () => {
    const raised = testApp({ config: { ...testConfig, perClientLimitPerMinute: LEADS_PER_MINUTE + 5 } });
    try {
      const client = newClientAddress();
      for (let lead = 0; lead < LEADS_PER_MINUTE + 5; lead += 1)
        await postLead(raised.app, validPayloads.popup_lead_form, client).expect(201);
      await postLead(raised.app, validPayloads.popup_lead_form, client).expect(429);
    } finally {
      await raised.teardown();
    }
  });

  it('stores exactly 200 leads sent at once by 200 clients', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, n) => postLead(t.app, { ...validPayloads.popup_lead_form, email: `visitor${n}@example.com` })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(200);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(200);
    const count = await t.deps.db.collection('leads').count().get();
    expect(count.data().count).toBe(200);
  });
});

describe('POST /api/leads and the visitor email', () => {
  const visitorEmails = async () => (await storedLeads(t.deps.db)).map(({ data }) => data.delivery.visitorEmail);

  it(`promises one mailbox at most ${VISITOR_EMAILS_PER_ADDRESS_PER_DAY} a day, however its address is spelt; every lead is stored and alerts the staff`, async () => {
    const spellings = ['casey@example.com', 'Casey@Example.com', 'casey+homes@example.com', 'CASEY+2@example.com', 'casey@example.com'];
    // Several clients, each under the per-client limit.
    for (const email of spellings) await postLead(t.app, { ...validPayloads.contact_form, email }).expect(201);

    const stored = await storedLeads(t.deps.db);
    expect(stored).toHaveLength(spellings.length);
    expect(stored.map(({ data }) => data.delivery.staffAlert)).toEqual(Array(spellings.length).fill({ state: 'queued', attempts: 0 }));
    const states = (await visitorEmails()).map((delivery: { state: string }) => delivery.state).sort();
    expect(states).toEqual(['queued', 'queued', 'queued', 'skipped', 'skipped']);
    expect((await visitorEmails()).filter((delivery: { state: string }) => delivery.state === 'skipped')).toEqual([
      { state: 'skipped', attempts: 0, reason: VISITOR_EMAIL_LIMIT_REASON },
      { state: 'skipped', attempts: 0, reason: VISITOR_EMAIL_LIMIT_REASON },
    ]);

    await postLead(t.app, { ...validPayloads.contact_form, email: 'riley@example.com' }).expect(201);
    const riley = (await storedLeads(t.deps.db)).find(({ data }) => data.email === 'riley@example.com');
    expect(riley?.data.delivery.visitorEmail).toEqual({ state: 'queued', attempts: 0 });
  });

  it('counts a lead sent again with its Idempotency-Key once', async () => {
    const send = () =>
      request(t.app)
        .post('/api/leads')
        .set(appCheckHeader())
        .set('X-Forwarded-For', newClientAddress())
        .set('Idempotency-Key', 'retried-once')
        .send(validPayloads.popup_lead_form);
    const ids = new Set<string>();
    for (let attempt = 0; attempt < 4; attempt += 1) ids.add((await send().expect(201)).body.id);
    expect(ids.size).toBe(1);
    for (let other = 0; other < VISITOR_EMAILS_PER_ADDRESS_PER_DAY - 1; other += 1)
      await postLead(t.app, validPayloads.popup_lead_form).expect(201);
    expect((await visitorEmails()).map((delivery: { state: string }) => delivery.state)).toEqual(
      Array(VISITOR_EMAILS_PER_ADDRESS_PER_DAY).fill('queued'),
    );
    await postLead(t.app, validPayloads.popup_lead_form).expect(201);
    expect((await visitorEmails()).filter((delivery: { state: string }) => delivery.state === 'skipped')).toHaveLength(1);
  });

  it('knows a mailbox by its address in any case and without a +tag', () => {
    expect(mailboxOf(' Casey+Homes@Example.COM ')).toBe('casey@example.com');
    expect(mailboxOf('casey.morgan@example.com')).toBe('casey.morgan@example.com');
  });
});
