import { DEMO_ADMIN, DEMO_TOTP_SECRET, SITE_URL } from '../stack/config';
import { staffSignIn } from '../stack/staffSignIn';

/** Signs a demo account in through POST /api/login and its factor step, as the site's own pages do; answers the Cookie header to send after. */
export const staffCookie = ({ username, password } = DEMO_ADMIN, site = SITE_URL): Promise<string> =>
  staffSignIn(site, { username, password, totpSecret: DEMO_TOTP_SECRET });
