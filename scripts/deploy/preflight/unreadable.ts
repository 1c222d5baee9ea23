import { SIGN_IN_COMMAND } from '../google/applicationDefaultCredentials';
import type { GoogleAnswer } from '../google/googleApi';
import { enableApis } from './fixCommands';
import type { Missing } from './preflightCheck';

type Refusal = Extract<GoogleAnswer<unknown>, { ok: false }>;

/**
 * What could not be read, as a missing item: the preflight cannot vouch for what it could not
 * see, so the deploy waits. The fix is what would let it read: the API enabled, credentials, an
 * account allowed to read, or simply another try.
 */
export function unreadable(what: string, answer: Refusal, projectId: string): Missing {
  if (answer.reason === 'SERVICE_DISABLED' && answer.service) {
    return { item: `${what}: could not read it, ${answer.service} is not enabled`, fix: enableApis([answer.service], projectId) };
  }
  if (answer.status === 0 || answer.status === 401) {
    return { item: `${what}: could not read it (${answer.message})`, fix: SIGN_IN_COMMAND };
  }
  if (answer.status === 403) {
    return {
      item: `${what}: Google refused to show it (403: ${answer.message})`,
      fix: `sign in as a project Owner (${SIGN_IN_COMMAND}), or have one grant your account roles/viewer and roles/iam.securityReviewer on ${projectId}`,
    };
  }
  return {
    item: `${what}: Google answered ${answer.status} (${answer.message})`,
    fix: 'run the preflight again; if it keeps failing, see https://status.cloud.google.com',
  };
}
