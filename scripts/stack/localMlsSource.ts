import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { AGENCY_OFFICE_MLS_ID, DEFAULT_ORIGINATING_SYSTEM, type LocalMls, SERVICE_PATH, TOKEN_PATH } from '../localMls';

// The local MLS (scripts/localMls/) as the local stack runs it: a RESO Web API server of the
// project's own, standing in for an outside MLS as MailDev stands in for SMTP, on loopback only,
// and the local functions' one MLS source.

/** Its fixed port (`npm start`, the test stack, `npm run mls:serve`). */
export const LOCAL_MLS_PORT = 8700;
/** Its OAuth2 client: demo credentials for the local MLS only, never a real source's (MLS_CREDENTIALS in functions/.secret.local). */
export const LOCAL_MLS_DEMO_CLIENT = { clientId: 'local-mls-demo-client', clientSecret: 'local-mls-demo-secret' } as const;
/** The source's id and name in MLS_SOURCES. */
export const LOCAL_MLS_SOURCE = { id: 'local', name: 'Local MLS' } as const;

/**
 * The local MLS at `url` as a source's settings: the local functions' MLS_SOURCES holds this one.
 * Its data set has listings of the agency's own office, which the site shows once, as its own;
 * its sales are shown, as many MLSs' IDX rules allow; and its photo URLs live as long as it signs
 * them for (not set when it signs none).
 */
export const localMlsSource = ({ url, mediaUrlLifetimeS }: Pick<LocalMls, 'url' | 'mediaUrlLifetimeS'>) => ({
  ...LOCAL_MLS_SOURCE,
  tokenUrl: `${url}${TOKEN_PATH}`,
  baseUrl: `${url}${SERVICE_PATH}`,
  originatingSystemName: DEFAULT_ORIGINATING_SYSTEM,
  agencyOfficeMlsId: AGENCY_OFFICE_MLS_ID,
  soldDisplay: 'shown' as const,
  ...(mediaUrlLifetimeS === null ? {} : { mediaUrlLifetimeMinutes: mediaUrlLifetimeS / 60 }),
});

/**
 * The moment the local MLS's data set describes. A stack that keeps its data keeps this too, in
 * `file` beside the saved data (so `npm run reset` forgets it): the same listings with the same
 * timestamps at every start, so the replica's cursor still holds and the next start's import
 * reads only what changed since. A stack that keeps nothing describes `now`.
 */
export function localMlsDataMoment(keep: boolean, now: Date, file: string): Date {
  if (!keep) return now;
  if (existsSync(file)) {
    const kept = new Date((JSON.parse(readFileSync(file, 'utf8')) as { asOf?: string }).asOf ?? '');
    if (!Number.isNaN(kept.getTime())) return kept;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ asOf: now.toISOString() })}\n`);
  return now;
}
