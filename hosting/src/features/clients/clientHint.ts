import { CLIENT_HINT_COOKIE } from '@estate/domain';

/**
 * Whether this browser may hold a client session: the readable cookie the sign-in sets beside the
 * httpOnly session. Visitors who never signed in make no request for personal state at all.
 */
export function hasClientHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').some((pair) => pair.startsWith(`${CLIENT_HINT_COOKIE}=`));
}
