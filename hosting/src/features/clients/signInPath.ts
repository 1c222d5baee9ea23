import { CLIENT_SIGN_IN_PATH } from '@estate/domain';

/** The sign-in page, coming back to `next` (a path on this site) once signed in. */
export const signInPath = (next?: string) => (next ? `${CLIENT_SIGN_IN_PATH}?next=${encodeURIComponent(next)}` : CLIENT_SIGN_IN_PATH);

/** Where the sign-in page remembers the address a link was sent to: the link asks for it back. */
export const SIGN_IN_EMAIL_KEY = 'qce_sign_in_email';
