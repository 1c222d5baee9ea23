import { GoogleAuth } from 'google-auth-library';

const CLOUD_PLATFORM = 'https://www.googleapis.com/auth/cloud-platform';

/** How to give this machine Google credentials, for the message when it has none. */
export const SIGN_IN_COMMAND = 'gcloud auth application-default login';

/**
 * Access tokens from Application Default Credentials: the operator's `gcloud auth
 * application-default login`, or in CI the service account that GOOGLE_APPLICATION_CREDENTIALS
 * names (or the machine's own, on Google Cloud). Refreshed by the library as they expire.
 */
export function applicationDefaultToken(): () => Promise<string> {
  const auth = new GoogleAuth({ scopes: [CLOUD_PLATFORM] });
  return async () => {
    const token = await auth.getAccessToken();
    if (!token) throw new Error('Application Default Credentials gave no access token');
    return token;
  };
}
