// After a deploy, the site as a visitor and a staff member meet it: the health report, two public
// pages, a form that refuses a post without App Check, and a sign-in round trip with a throwaway
// staff account that is removed whatever happens.
import { APP_CHECK_HEADER, APP_CHECK_REFUSALS, HOME_PAGE_TITLE, pageTitle, PROPERTIES_PAGE_TITLE } from '@estate/domain';
import { messageOf } from '../messageOf';
import { staffSignIn } from '../../stack/staffSignIn';

/** A staff account made for one smoke test. */
export interface SmokeAccount {
  id: string;
  username: string;
  password: string;
}

/** Where the throwaway account comes from and goes (the Admin SDK on the real project). */
export interface ThrowawayAccounts {
  create(): Promise<SmokeAccount>;
  /** Removes the account and its documents. */
  remove(account: SmokeAccount): Promise<void>;
}

export interface SmokeStep {
  name: string;
  ok: boolean;
  detail: string;
}

export interface SmokeOptions {
  /** The deployed site, e.g. https://www.queencityestates.com: every request goes through Hosting. */
  origin: string;
  accounts: ThrowawayAccounts;
  fetch?: typeof fetch;
}

/** The public pages read, and the title each must have. */
export const SMOKE_PAGES = [
  { path: '/', title: HOME_PAGE_TITLE },
  { path: '/properties', title: pageTitle(PROPERTIES_PAGE_TITLE) },
] as const;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The document's <title>, as text. */
export function titleOf(html: string): string | undefined {
  const raw = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  return raw?.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);
}

export async function smokeTest({ origin, accounts, fetch: send = fetch }: SmokeOptions): Promise<SmokeStep[]> {
  const steps: SmokeStep[] = [];
  const step = async (name: string, run: () => Promise<string>) => {
    try {
      steps.push({ name, ok: true, detail: await run() });
    } catch (error) {
      steps.push({ name, ok: false, detail: messageOf(error) });
    }
  };

  await step('GET /api/health', async () => {
    const response = await send(`${origin}/api/health`);
    const report = (await response.json().catch(() => ({}))) as {
      status?: string;
      dependencies?: Record<string, { status: string; latencyMs: number }>;
    };
    const dependencies = Object.entries(report.dependencies ?? {}).map(
      ([name, health]) => `${name} ${health.status} (${health.latencyMs} ms)`,
    );
    if (response.status !== 200 || report.status !== 'ok')
      throw new Error(`answered ${response.status}: ${dependencies.join(', ') || 'no report'}`);
    return dependencies.join(', ');
  });

  for (const { path, title } of SMOKE_PAGES) {
    await step(`GET ${path}`, async () => {
      const response = await send(`${origin}${path}`);
      const found = titleOf(await response.text());
      if (response.status !== 200) throw new Error(`answered ${response.status} (title "${found ?? 'none'}")`);
      if (found !== title) throw new Error(`its title is "${found ?? 'none'}", not "${title}"`);
      return `200, "${found}"`;
    });
  }

  await step('POST /api/leads without App Check', () => appCheckEnforced(origin, send));

  // Removed in a step of its own, after the round trip whatever its outcome.
  let account: SmokeAccount | undefined;
  await step('sign-in round trip', async () => {
    account = await accounts.create();
    return signInRoundTrip(origin, account, send);
  });
  if (account) {
    const made = account;
    await step('throwaway account removed', async () => {
      await accounts.remove(made).catch((error: unknown) => {
        throw new Error(`${messageOf(error)}; delete ${made.username} (${made.id}) in the dashboard's Users tab`);
      });
      return `${made.username}, its profile and its username`;
    });
  }
  return steps;
}

/**
 * The contact form's route refuses a post with no App Check token and one with a forged token,
 * each with its own code: the api verifies tokens with the Admin SDK (a 503 there means it cannot
 * fetch App Check's keys). Nothing is stored: the guard answers before the lead is read.
 */
async function appCheckEnforced(origin: string, send: typeof fetch): Promise<string> {
  const attempts = [
    { token: undefined, code: APP_CHECK_REFUSALS.missing },
    { token: 'not-a-genuine-token', code: APP_CHECK_REFUSALS.invalid },
  ];
  for (const { token, code } of attempts) {
    const answer = await send(`${origin}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(token ? { [APP_CHECK_HEADER]: token } : {}) },
      body: '{}',
    });
    const body = (await answer.json().catch(() => ({}))) as { code?: string; message?: string };
    if (answer.status !== 401 || body.code !== code) {
      throw new Error(
        `${token ? 'with a forged token' : 'without a token'} it answered ${answer.status} ${JSON.stringify(body)}, not 401 with code ${code}`,
      );
    }
  }
  return `401 ${APP_CHECK_REFUSALS.missing} without a token, 401 ${APP_CHECK_REFUSALS.invalid} with a forged one`;
}

/**
 * Signs in with the account's password (and, where the setting requires a second factor, sets up
 * an authenticator app for the throwaway account on the spot: it has none), reads a staff-only
 * list with the session, signs out.
 */
async function signInRoundTrip(origin: string, account: SmokeAccount, send: typeof fetch): Promise<string> {
  const json = { 'content-type': 'application/json', origin };
  const cookie = await staffSignIn(origin, account, { send });

  const staff = await send(`${origin}/api/staff`, { headers: { cookie } });
  if (staff.status !== 200) throw new Error(`GET /api/staff with the session answered ${staff.status}: ${await staff.text()}`);
  const members = (await staff.json()) as { id: string }[];
  if (!members.some((member) => member.id === account.id)) throw new Error('GET /api/staff did not list the signed-in account');

  const logout = await send(`${origin}/api/logout`, { method: 'POST', headers: { ...json, cookie } });
  if (logout.status !== 200) throw new Error(`POST /api/logout answered ${logout.status}: ${await logout.text()}`);
  return `signed in as ${account.username}, read GET /api/staff (${members.length} staff), signed out`;
}
