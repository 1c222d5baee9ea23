import request from 'supertest';
import {
  APP_CHECK_HEADER,
  APP_CHECK_REFUSALS,
  APP_CHECK_TEXTS,
  FEEDBACK_TEXTS,
  OPEN_HOUSE_TEXTS,
  SERVICE_UNAVAILABLE_MESSAGE,
  SHOWING_TEXTS,
  SIGN_IN_LINK_SENT_MESSAGE,
} from '@estate/domain';
import { LEADS_PER_MINUTE } from '../../src/leads/leadsRouter';
import { ServiceUnreachable, standInAppCheck } from '../../src/platform';
import { SHOWING_REQUESTED } from '../../src/showings';
import { testAppCheck } from '../support/appCheck';
import { newClientAddress, storedLeads, validPayloads } from '../support/leads';
import { ORIGIN, testApp } from '../support/testApp';

/**
 * docs/product/leads.md#app-check: each family of the visitors' forms refuses a request whose App Check
 * token is missing, forged or expired with a 401 that says why, and lets a good one through to
 * the route (its own answer). The test app verifies with the emulators' stand-in.
 */
const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const tokens = {
  missing: undefined,
  invalid: standInAppCheck('a-secret-of-someone-else').mint().token,
  expired: testAppCheck.mint(Date.now() - 1000).token,
} as const;

interface Family {
  path: string;
  body: object;
  /** What the route itself answers a good token with this body. */
  passes: { status: number; body: object };
}

/** One route of each family, with what it answers once App Check lets the request through. */
const FAMILIES: Record<string, Family> = {
  'POST /api/leads': { path: '/api/leads', body: validPayloads.contact_form, passes: { status: 201, body: { message: 'Lead received' } } },
  'POST /api/showings': {
    path: '/api/showings',
    body: { ...validPayloads.schedule_form, propertyId: '' },
    passes: { status: 201, body: { message: SHOWING_REQUESTED } },
  },
  'POST /api/account/sign-in-link': {
    path: '/api/account/sign-in-link',
    body: { email: 'jordan@example.com' },
    passes: { status: 202, body: { message: SIGN_IN_LINK_SENT_MESSAGE } },
  },
  'POST /api/open-houses/:id/rsvps': {
    path: '/api/open-houses/no-such-open-house/rsvps',
    body: { name: 'Jordan Hale', email: 'jordan@example.com', phone: '513-555-0199', partySize: 1 },
    passes: { status: 404, body: { message: OPEN_HOUSE_TEXTS.notFound } },
  },
  'POST /api/open-houses/rsvp/cancel': {
    path: '/api/open-houses/rsvp/cancel',
    body: { token: 'not-a-link' },
    passes: { status: 400, body: { message: OPEN_HOUSE_TEXTS.invalidRsvpLink } },
  },
  'POST /api/open-houses/:id/check-ins': {
    path: '/api/open-houses/no-such-open-house/check-ins',
    body: { name: 'Jordan Hale', email: 'jordan@example.com' },
    passes: { status: 401, body: { message: OPEN_HOUSE_TEXTS.doorRequired } },
  },
  'POST /api/showings/manage/confirm': {
    path: '/api/showings/manage/confirm',
    body: { token: 'not-a-link' },
    passes: { status: 400, body: { message: SHOWING_TEXTS.invalidLink } },
  },
  'POST /api/feedback': {
    path: '/api/feedback?token=not-a-link',
    body: { rating: 5 },
    passes: { status: 400, body: { message: FEEDBACK_TEXTS.invalidLink } },
  },
};

const send = ({ path, body }: Family, token?: string) => {
  const call = request(t.app).post(path).set('Origin', ORIGIN).set('X-Forwarded-For', newClientAddress());
  return (token === undefined ? call : call.set(APP_CHECK_HEADER, token)).send(body);
};

describe.each(Object.entries(FAMILIES))('%s', (_name, family) => {
  it.each(Object.entries(tokens))('refuses a request whose App Check token is %s: 401 with its code and message', async (reason, token) => {
    const response = await send(family, token);
    expect({ status: response.status, body: response.body }).toEqual({
      status: 401,
      body: { message: APP_CHECK_TEXTS.refused, code: APP_CHECK_REFUSALS[reason as keyof typeof tokens] },
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('lets a request with a good token through to the route', async () => {
    const response = await send(family, testAppCheck.mint().token);
    expect({ status: response.status, body: response.body }).toEqual({
      status: family.passes.status,
      body: expect.objectContaining(family.passes.body),
    });
  });
});

describe('a lead refused for its App Check token', () => {
  it('is neither stored nor counted against the visitor: the next good one is stored', async () => {
    const client = newClientAddress();
    for (let sent = 0; sent <= LEADS_PER_MINUTE; sent += 1) {
      await request(t.app).post('/api/leads').set('X-Forwarded-For', client).send(validPayloads.contact_form).expect(401);
    }
    expect(await storedLeads(t.deps.db)).toEqual([]);
    await request(t.app)
      .post('/api/leads')
      .set('X-Forwarded-For', client)
      .set(APP_CHECK_HEADER, testAppCheck.mint().token)
      .send(validPayloads.contact_form)
      .expect(201);
    expect(await storedLeads(t.deps.db)).toHaveLength(1);
  });
});

describe('a verifier that cannot reach its service', () => {
  const unreachable = testApp({
    appCheck: {
      verify: async () => {
        throw new ServiceUnreachable("App Check's public keys");
      },
    },
  });
  afterAll(() => unreachable.teardown());

  it('answers 503 with Retry-After and the outage message, not a refusal of the visitor', async () => {
    const response = await request(unreachable.app)
      .post('/api/leads')
      .set(APP_CHECK_HEADER, testAppCheck.mint().token)
      .send(validPayloads.contact_form)
      .expect(503);
    expect(response.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(response.headers['retry-after']).toBe('10');
  });
});
