/**
 * Checks a password against Firebase Auth through Identity Toolkit's signInWithPassword,
 * which the Auth emulator serves too. Answers the ID token, or null for a wrong password.
 */
export interface PasswordVerifier {
  verify(email: string, password: string): Promise<string | null>;
}

const REJECTIONS = ['INVALID_PASSWORD', 'EMAIL_NOT_FOUND', 'INVALID_LOGIN_CREDENTIALS', 'USER_DISABLED'];

/** `apiKey` is read at the first sign-in: deployment loads this module before parameters have values. */
export function identityToolkitVerifier({ apiKey, emulatorHost }: { apiKey: () => string; emulatorHost?: string }): PasswordVerifier {
  const base = emulatorHost ? `http://${emulatorHost}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return {
    async verify(email, password) {
      const url = `${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(apiKey())}`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      });
      const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
      if (response.ok && body.idToken) return body.idToken;
      const reason = body.error?.message ?? '';
      if (REJECTIONS.some((rejection) => reason.startsWith(rejection))) return null;
      throw new Error(`signInWithPassword failed: ${response.status} ${reason}`);
    },
  };
}
