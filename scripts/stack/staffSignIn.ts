import type { PendingSignIn, TotpSetup } from '@estate/domain';
import { totp } from '../../functions/src/seeding';

/** The __session cookie an answer set, as the Cookie header to send back. */
function sessionCookie(answer: Response, route: string): string {
  const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('__session='));
  if (!session) throw new Error(`${route} set no __session cookie`);
  return session.split(';')[0]!;
}

async function expectStatus(answer: Response, status: number, route: string): Promise<void> {
  if (answer.status !== status) throw new Error(`${route} answered ${answer.status}: ${await answer.text()}`);
}

/**
 * Signs a staff member in as the dashboard does (docs/product/dashboard.md#sign-in-and-security):
 * the password, then the step the api asks for: the factor (a code of the authenticator app whose
 * secret is `totpSecret`), or the enrolment (an app set up there and then; `enrolled` is told its
 * secret). Answers the Cookie header to send afterwards.
 */
export async function staffSignIn(
  origin: string,
  { username, password, totpSecret }: { username: string; password: string; totpSecret?: string },
  { send = fetch, enrolled }: { send?: typeof fetch; enrolled?: (secret: string) => void } = {},
): Promise<string> {
  const json = { 'content-type': 'application/json', origin };
  const login = await send(`${origin}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username, password }) });
  if (login.status === 200) return sessionCookie(login, 'POST /api/login');
  await expectStatus(login, 202, 'POST /api/login');
  const pending = sessionCookie(login, 'POST /api/login');
  const step = (await login.json()) as PendingSignIn;
  const withPending = { ...json, cookie: pending };
  if (step.step === 'factor') {
    if (!totpSecret) throw new Error(`${username} needs a second factor: give its authenticator app secret`);
    const factor = await send(`${origin}/api/login/factor`, {
      method: 'POST',
      headers: withPending,
      body: JSON.stringify({ totp: totp.codeAt(totpSecret) }),
    });
    await expectStatus(factor, 200, 'POST /api/login/factor');
    return sessionCookie(factor, 'POST /api/login/factor');
  }
  const setup = await send(`${origin}/api/staff/factors/totp`, { method: 'POST', headers: withPending });
  await expectStatus(setup, 200, 'POST /api/staff/factors/totp');
  const { secret } = (await setup.json()) as TotpSetup;
  enrolled?.(secret);
  const confirmed = await send(`${origin}/api/staff/factors/totp`, {
    method: 'PUT',
    headers: withPending,
    body: JSON.stringify({ code: totp.codeAt(secret) }),
  });
  await expectStatus(confirmed, 201, 'PUT /api/staff/factors/totp');
  return sessionCookie(confirmed, 'PUT /api/staff/factors/totp');
}
