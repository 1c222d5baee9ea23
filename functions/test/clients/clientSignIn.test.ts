import request from 'supertest';
import {
  CLIENT_ONLY_MESSAGE,
  SIGN_IN_EMAIL_MISMATCH_MESSAGE,
  SIGN_IN_LINK_INVALID_MESSAGE,
  SIGN_IN_LINK_SENT_MESSAGE,
  SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR,
} from '@estate/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { SIGN_IN_LINKS } from '../../src/clients';
import { LEADS } from '../../src/leads';
import { newClientAddress } from '../support/leads';
import { ORIGIN, testApp } from '../support/testApp';
import { appCheckHeader } from '../support/appCheck';
import { nextAuthSecond } from '../support/nextAuthSecond';

const t = testApp();
beforeEach(() => t.reset());
afterAll(() => t.teardown());

const EMAIL = 'jordan@example.com';

const askForLink = (email = EMAIL, address = newClientAddress()) =>
  request(t.app)
    .post('/api/account/sign-in-link')
    .set(appCheckHeader())
    .set('Origin', ORIGIN)
    .set('X-Forwarded-For', address)
    .send({ email });

const complete = (email: string, code: string) => request(t.app).post('/api/account/session').set('Origin', ORIGIN).send({ email, code });

const sessionCookie = (response: request.Response) =>
  (response.headers['set-cookie'] as unknown as string[]).find((cookie) => cookie.startsWith('__session='));

describe('POST /api/account/sign-in-link', () => {
  it('mails a branded link to /account/sign-in through the site mail, and says so', async () => {
    const response = await askForLink().expect(202);
    expect(response.body).toEqual({ message: SIGN_IN_LINK_SENT_MESSAGE });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const mail = t.sentMail.at(-1)!;
    expect(mail.to).toEqual([EMAIL]);
    expect(mail.subject).toBe('Your sign-in link for Queen City Estates');
    expect(mail.text).toMatch(new RegExp(`${ORIGIN}/account/sign-in\\?code=\\S+`));
    expect(mail.html).toContain('Sign in</a>');
  });

  it('refuses a bad address with 400 and the form message', async () => {
    const response = await askForLink('not-an-email').expect(400);
    expect(response.body).toEqual({
      message: 'Please enter a valid email address',
      errors: { email: 'Please enter a valid email address' },
    });
    expect(t.sentMail).toHaveLength(0);
  });

  it('refuses a request from another site (no sign-in CSRF)', async () => {
    await request(t.app)
      .post('/api/account/sign-in-link')
      .set(appCheckHeader())
      .set('Origin', 'https://evil.example')
      .send({ email: EMAIL })
      .expect(403);
  });

  it(`sends at most ${SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR} links an hour to one address, whoever asks`, async () => {
    for (let i = 0; i < SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR; i++) await askForLink(EMAIL.toUpperCase()).expect(202);
    const refused = await askForLink().expect(429);
    expect(refused.body.message).toBe('Too many sign-in links were asked for. Please try again in an hour.');
    expect(t.sentMail).toHaveLength(SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR);
    await askForLink('someone-else@example.com').expect(202);
  });

  it('sends a staff address no link but where staff sign in, answering as for any address', async () => {
    await t.createUser({ username: 'avery', email: 'avery@queencityestates.com' });
    const response = await askForLink('avery@queencityestates.com').expect(202);
    expect(response.body).toEqual({ message: SIGN_IN_LINK_SENT_MESSAGE });
    const mail = t.sentMail.at(-1)!;
    expect(mail.to).toEqual(['avery@queencityestates.com']);
    expect(mail.subject).toBe('Signing in to Queen City Estates');
    expect(mail.text).toContain('Client accounts are for the site');
    expect(mail.text).toContain(`${ORIGIN}/auth`);
    expect(mail.text).not.toContain('code=');
    expect(mail.html).toContain(`href="${ORIGIN}/auth"`);
    expect((await t.deps.db.collection(SIGN_IN_LINKS).get()).size).toBe(0);
  });

  it('answers a staff address, a client and an unknown address alike', async () => {
    await t.createUser({ username: 'avery', email: 'avery@queencityestates.com' });
    await t.signInAsClient('client@example.com');
    const answers = await Promise.all(
      ['avery@queencityestates.com', 'client@example.com', 'nobody@example.com'].map(async (email) => {
        const { status, body, headers } = await askForLink(email);
        return { status, body, cacheControl: headers['cache-control'], contentType: headers['content-type'] };
      }),
    );
    expect(answers[0]).toEqual({
      status: 202,
      body: { message: SIGN_IN_LINK_SENT_MESSAGE },
      cacheControl: 'private, no-store',
      contentType: expect.any(String),
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it(`keeps a staff address to ${SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR} emails an hour, as any other`, async () => {
    await t.createUser({ username: 'avery', email: 'avery@queencityestates.com' });
    for (let i = 0; i < SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR; i++) await askForLink('avery@queencityestates.com').expect(202);
    await askForLink('avery@queencityestates.com').expect(429);
    expect(t.sentMail).toHaveLength(SIGN_IN_LINKS_PER_ADDRESS_PER_HOUR);
  });
});

describe('POST /api/account/session', () => {
  it('opens the account with a client session cookie, once, and a lead with source "account"', async () => {
    await askForLink().expect(202);
    const response = await complete(EMAIL, t.signInCode(EMAIL)).expect(200);
    expect(response.body.account).toMatchObject({ email: EMAIL, consents: {}, alertsOff: false });
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const hint = (response.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('qce_client=1'));
    expect(hint).toBeDefined();
    expect(hint).not.toMatch(/HttpOnly/);

    const leads = await t.deps.db.collection(LEADS).where('email', '==', EMAIL).get();
    expect(leads.docs.map((doc) => doc.get('source'))).toEqual(['account']);
    expect(leads.docs[0]!.get('delivery')).toEqual({ staffAlert: expect.objectContaining({ state: 'queued' }) });

    // Signing in again joins the same account and makes no second lead.
    await askForLink().expect(202);
    await complete(EMAIL, t.signInCode(EMAIL)).expect(200);
    expect((await t.deps.db.collection(LEADS).where('email', '==', EMAIL).get()).size).toBe(1);
  });

  it('works once: the same link again is refused with 400', async () => {
    await askForLink().expect(202);
    const code = t.signInCode(EMAIL);
    await complete(EMAIL, code).expect(200);
    const again = await complete(EMAIL, code).expect(400);
    expect(again.body).toEqual({ message: SIGN_IN_LINK_INVALID_MESSAGE });
  });

  it('refuses an expired link with 400', async () => {
    await askForLink().expect(202);
    const links = await t.deps.db.collection(SIGN_IN_LINKS).get();
    await links.docs[0]!.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const response = await complete(EMAIL, t.signInCode(EMAIL)).expect(400);
    expect(response.body).toEqual({ message: SIGN_IN_LINK_INVALID_MESSAGE });
  });

  it('asks for the address the link was sent to, and keeps the link usable after a wrong one', async () => {
    await askForLink().expect(202);
    const code = t.signInCode(EMAIL);
    const wrong = await complete('someone@example.com', code).expect(400);
    expect(wrong.body).toEqual({ message: SIGN_IN_EMAIL_MISMATCH_MESSAGE });
    await complete(EMAIL.toUpperCase(), code).expect(200);
  });

  it('refuses a made-up code with 400', async () => {
    const response = await complete(EMAIL, 'made-up-code').expect(400);
    expect(response.body).toEqual({ message: SIGN_IN_LINK_INVALID_MESSAGE });
  });
});

describe('a client session', () => {
  it('opens the account routes and no staff route', async () => {
    const cookie = await t.signInAsClient(EMAIL);
    const state = await request(t.app).get('/api/account/state').set('Cookie', cookie).expect(200);
    expect(state.body).toEqual({ signedIn: true, email: EMAIL, favourites: [], recordsActivity: false });
    expect(state.headers['cache-control']).toBe('private, no-store');
    for (const path of ['/api/leads', '/api/admin/users', '/api/admin/lead-stats', '/api/staff']) {
      const refused = await request(t.app).get(path).set('Cookie', cookie).expect(403);
      expect(refused.body.message).toMatch(/^You need (a staff account|admin privileges) to do this$/);
    }
    await request(t.app).get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('is not a staff session: staff opening /api/account are refused with 403', async () => {
    const staff = await t.signInAsAdmin();
    const response = await request(t.app).get('/api/account').set('Cookie', staff).expect(403);
    expect(response.body).toEqual({ message: CLIENT_ONLY_MESSAGE });
  });

  it('tells a visitor without a session that nobody is signed in, without refusing, and clears the hint', async () => {
    // Sent without the hint, as Firebase Hosting forwards no cookie but __session.
    const response = await request(t.app).get('/api/account/state').expect(200);
    expect(response.body).toEqual({ signedIn: false, favourites: [], recordsActivity: false });
    const cleared = (response.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('qce_client=;'));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('ends at sign-out: the old cookie then gets 401', async () => {
    const cookie = await t.signInAsClient(EMAIL);
    await nextAuthSecond();
    await request(t.app).post('/api/account/sign-out').set('Cookie', cookie).set('Origin', ORIGIN).expect(200);
    await request(t.app).get('/api/account').set('Cookie', cookie).expect(401);
  });
});
