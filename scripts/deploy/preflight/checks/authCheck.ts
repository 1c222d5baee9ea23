import { patchGoogleApi } from '../fixCommands';
import type { Missing, PreflightCheck } from '../preflightCheck';
import { unreadable } from '../unreadable';

interface AuthConfig {
  signIn?: { email?: { enabled?: boolean; passwordRequired?: boolean } };
  authorizedDomains?: string[];
}

/** The command that sets part of the project's Auth configuration through its admin API. */
const patchConfig = (projectId: string, mask: string, body: AuthConfig) =>
  patchGoogleApi(projectId, `https://identitytoolkit.googleapis.com/admin/v2/projects/${projectId}/config?updateMask=${mask}`, body);

/**
 * Firebase Auth signs in as the code expects: staff with an email and password, clients with an
 * email link whose address is the site's own (generateSignInWithEmailLink refuses an address
 * whose domain the project has not authorized).
 */
export const authCheck: PreflightCheck = {
  name: 'Firebase Authentication',
  async run({ env, google, projectId }) {
    const config = await google.get<AuthConfig>('identitytoolkit', `admin/v2/projects/${projectId}/config`);
    if (!config.ok && config.status === 404) {
      return {
        lines: [],
        missing: [
          {
            item: 'Firebase Authentication is not set up',
            fix: `open https://console.firebase.google.com/project/${projectId}/authentication and click Get started`,
          },
        ],
      };
    }
    if (!config.ok) return { lines: [], missing: [unreadable("the project's Auth configuration", config, projectId)] };
    const { signIn = {}, authorizedDomains = [] } = config.body;
    const missing: Missing[] = [];
    if (!signIn.email?.enabled || signIn.email.passwordRequired !== false) {
      missing.push({
        item: 'the Email/Password provider, with email link sign-in, is not enabled: staff sign in with a password, clients with an email link',
        fix: patchConfig(projectId, 'signIn.email.enabled,signIn.email.passwordRequired', {
          signIn: { email: { enabled: true, passwordRequired: false } },
        }),
      });
    }
    const host = env.SITE_ORIGIN && URL.canParse(env.SITE_ORIGIN) ? new URL(env.SITE_ORIGIN).hostname : undefined;
    if (host && !authorizedDomains.includes(host)) {
      missing.push({
        item: `${host} is not among Auth's authorized domains: clients' sign-in links to the site would be refused`,
        fix: patchConfig(projectId, 'authorizedDomains', { authorizedDomains: [...authorizedDomains, host] }),
      });
    }
    return { lines: [`authorized domains: ${authorizedDomains.join(', ') || 'none'}`], missing };
  },
};
