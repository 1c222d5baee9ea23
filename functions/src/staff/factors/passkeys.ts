import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { StoredPasskey } from './factorRepository';

/** Who the passkeys are for: the site's host name, and the origins its pages are served from. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/** A challenge answered: true when it was handed out for this and not spent. */
export type ChallengeCheck = (challenge: string) => Promise<boolean>;

/** How long the browser lets the staff member answer. */
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;

/** A stored passkey as the browser is told of it (to exclude at registration, or to allow at sign-in). */
const credentialDescriptor = ({ id, transports }: StoredPasskey) => ({ id, ...(transports ? { transports } : {}) });

/**
 * WebAuthn through @simplewebauthn/server. Passkeys are discoverable (resident) credentials, so
 * one can sign in alone; a sign-in with a passkey alone requires user verification (the device's
 * PIN or biometrics), which makes it two factors in one.
 */
export function webAuthn(rp: RelyingParty) {
  return {
    registrationOptions: (
      user: { id: string; username: string; name: string },
      existing: StoredPasskey[],
    ): Promise<PublicKeyCredentialCreationOptionsJSON> =>
      generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.username,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing.map(credentialDescriptor),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      }),

    /** The verified credential, or undefined for an answer that does not hold. */
    async verifyRegistration(response: unknown, challenge: ChallengeCheck) {
      try {
        const { verified, registrationInfo } = await verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
        return verified ? registrationInfo.credential : undefined;
      } catch {
        return undefined;
      }
    },

    /** `allowed` empty: any of the site's discoverable passkeys (a passkey sign-in alone). */
    authenticationOptions: (allowed: StoredPasskey[]): Promise<PublicKeyCredentialRequestOptionsJSON> =>
      generateAuthenticationOptions({
        rpID: rp.id,
        timeout: CEREMONY_TIMEOUT_MS,
        allowCredentials: allowed.map(credentialDescriptor),
        userVerification: allowed.length === 0 ? 'required' : 'preferred',
      }),

    /** The passkey's new signature counter, or undefined for an answer that does not hold. */
    async verifyAuthentication(response: unknown, passkey: StoredPasskey, challenge: ChallengeCheck, userVerification: boolean) {
      try {
        const { verified, authenticationInfo } = await verifyAuthenticationResponse({
          response: response as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          credential: {
            id: passkey.id,
            publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>,
            counter: passkey.counter,
            ...(passkey.transports ? { transports: passkey.transports as never } : {}),
          },
          requireUserVerification: userVerification,
        });
        return verified ? authenticationInfo.newCounter : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type WebAuthn = ReturnType<typeof webAuthn>;
