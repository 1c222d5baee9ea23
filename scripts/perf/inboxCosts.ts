import { randomUUID } from 'node:crypto';
import { PAGE_HEADERS } from '@estate/domain';
import { appCheckHeader } from '../stack/appCheckStandIn';
import { SITE_URL } from '../stack/config';
import type { CountedApp } from './countedApp';
import type { FirestoreOps } from './firestoreOps';

/** Session cookies: the admin's, whose dashboard makes most of the calls, and an agent's. */
export interface StaffCookies {
  admin: string;
  agent: string;
}

export interface CallCost {
  label: string;
  /** Absent when the call answered 503 past its deadline (a search over 20,000 leads on the emulator). */
  ops?: FirestoreOps;
}

/** A lead as the contact form sends it; the same name gives the same email (a person's second inquiry). */
const contactForm = (name: string, n: number) => ({
  source: 'contact_form',
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
  phone: `513-555-01${String(n).padStart(2, '0')}`,
  message: 'We are relocating in the spring and would like to see homes in Hyde Park with a yard.',
});

/** A request with these headers and, when given, a JSON body. */
const request = (method: string, headers: Record<string, string>, body?: object): RequestInit =>
  body ? { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : { method, headers };

/** A visitor's submission, as the site's forms send it: with the form's App Check token, from the api's stand-in. */
const visitorPost = async (api: CountedApp, body: object) =>
  request('POST', { Origin: SITE_URL, 'Idempotency-Key': randomUUID(), ...(await appCheckHeader(api.origin)) }, body);

/** A staff request with its session; writes carry the site's origin, as the dashboard's do. */
const staff = (cookie: string, method = 'GET', body?: object) => request(method, { Cookie: cookie, Origin: SITE_URL }, body);

const idOf = (body: string) => (JSON.parse(body) as { id: string }).id;

/** The leads the inbox calls look at, submitted through the api (not counted): Jordan Lee twice, so a lead has a related one. */
export async function submitInboxLeads(api: CountedApp): Promise<string[]> {
  const ids: string[] = [];
  for (const [n, name] of ['Jordan Lee', 'Jordan Lee', 'Riley Chen', 'Morgan Blake', 'Casey Park'].entries()) {
    ids.push(idOf((await api.call('/api/leads', await visitorPost(api, contactForm(name, n)))).body));
  }
  return ids;
}

/**
 * The Firestore cost of each call the dashboard's lead inbox makes, and of a visitor's submission,
 * over the leads the stack holds: `lead` is one with a related lead. The submitted lead is the
 * one changed and then deleted, so the stack's leads stay as they were.
 */
export async function inboxCosts(
  api: CountedApp,
  { admin, agent }: StaffCookies,
  lead: string,
): Promise<{ total: string; costs: CallCost[] }> {
  const costs: CallCost[] = [];
  // The Cloud SDK's Firestore emulator reads every lead for array-contains and owner queries, and
  // is slower still on a busy machine: over 20,000 a call can pass the read deadline there (503).
  // Its row then has no figure, and the part goes on.
  const cost = async (label: string, path: string, init: RequestInit = staff(admin)) => {
    try {
      const answer = await api.call(path, init);
      costs.push({ label, ops: answer.ops });
      return answer;
    } catch (error) {
      if (!String(error).includes('answered 503')) throw error;
      costs.push({ label });
      console.log(`  (${label}: 503 past the deadline on the emulator)`);
      return undefined;
    }
  };
  const submission = await cost(
    "POST /api/leads (a visitor's contact form)",
    '/api/leads',
    await visitorPost(api, contactForm('Taylor Reed', 9)),
  );
  if (!submission) throw new Error('POST /api/leads answered 503: the lead the calls below change was not stored');
  const submitted = idOf(submission.body);
  const first = await cost('the inbox as it opens (50 newest, total)', '/api/debug/leads');
  const cursor = first?.headers.get(PAGE_HEADERS.nextCursor);
  if (cursor) await cost('its next page (?cursor=)', `/api/debug/leads?cursor=${encodeURIComponent(cursor)}`);
  await cost('one source (?source=contact_form)', '/api/debug/leads?source=contact_form');
  await cost('search, one word (?search=jordan)', '/api/debug/leads?search=jordan');
  await cost('search, two words (?search=jordan%20lee)', '/api/debug/leads?search=jordan%20lee');
  await cost("an agent's inbox as it opens", '/api/debug/leads', staff(agent));
  await cost('a lead opened from a link (?ids=)', `/api/debug/leads?ids=${lead}`);
  await cost('GET /api/leads/:id/related', `/api/leads/${lead}/related`);
  await cost('GET /api/admin/lead-stats (the Overview)', '/api/admin/lead-stats');
  await cost('PATCH /api/leads/:id (a status)', `/api/leads/${submitted}`, staff(admin, 'PATCH', { status: 'Contacted' }));
  await cost(
    'POST /api/leads/:id/notes',
    `/api/leads/${submitted}/notes`,
    staff(admin, 'POST', { text: 'Called back; a showing on Saturday.' }),
  );
  await cost('GET /api/leads/export (every lead)', '/api/leads/export');
  await cost('DELETE /api/leads/:id', `/api/leads/${submitted}`, staff(admin, 'DELETE'));
  return { total: first?.headers.get(PAGE_HEADERS.totalCount) ?? '?', costs };
}

/** Deletes the leads submitInboxLeads made (not counted). */
export async function deleteInboxLeads(api: CountedApp, { admin }: StaffCookies, ids: string[]): Promise<void> {
  await api.call('/api/leads', staff(admin, 'DELETE', { ids }));
}
