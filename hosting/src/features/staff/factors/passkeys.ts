import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';

/** The browser's passkey prompts, through @simplewebauthn/browser, loaded when a passkey is first used (never by a public page). */
const webAuthn = () => import('@simplewebauthn/browser');

export const authenticate = async (optionsJSON: PublicKeyCredentialRequestOptionsJSON) =>
  (await webAuthn()).startAuthentication({ optionsJSON });

export const register = async (optionsJSON: PublicKeyCredentialCreationOptionsJSON) =>
  (await webAuthn()).startRegistration({ optionsJSON });
