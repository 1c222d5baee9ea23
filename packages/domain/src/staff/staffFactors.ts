/**
 * docs/product/dashboard.md#sign-in-and-security: a staff member's second factors (passkeys, an
 * authenticator app, recovery codes), the sign-in's factor and enrolment steps, and the step-up
 * that risky actions ask for.
 */
import { boolean, mixed, object, type InferType } from 'yup';
import type { User } from './staffMember';
import { trimmedString } from '../shared/fields';

/** How a staff member may prove the second factor. */
export const FACTOR_KINDS = ['passkey', 'totp', 'recovery'] as const;
export type FactorKind = (typeof FACTOR_KINDS)[number];

/** Recovery codes made at once; each works one time. */
export const RECOVERY_CODE_COUNT = 10;
/** A risky action needs a factor proved this recently in the session. */
export const STEP_UP_WINDOW_MS = 5 * 60 * 1000;
/** How long the sign-in waits between the password and the factor (or the enrolment). */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;
/** Longest passkey name. */
export const PASSKEY_NAME_MAX = 60;

/** The `code` of the answers the dashboard acts on. */
export const FACTOR_CODES = {
  /** 401: the action needs a factor within STEP_UP_WINDOW_MS; the dashboard prompts, then re-sends. */
  stepUpRequired: 'step_up_required',
  /** 401: the password step is over or expired: sign in again. */
  signInExpired: 'sign_in_expired',
} as const;
export type FactorCode = (typeof FACTOR_CODES)[keyof typeof FACTOR_CODES];

/**
 * POST /api/login's answer when the password was right but the session waits for one more step
 * (202): the factor (with the kinds the account has) or, when the setting requires one and the
 * account has none, the enrolment.
 */
export type PendingSignIn = { step: 'factor'; factors: FactorKind[] } | { step: 'enrol' };

/** A registered passkey as the Sign-in & security page lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt?: string;
}

/** GET /api/staff/factors: the signed-in member's factors, never their secrets. */
export interface FactorsOverview {
  passkeys: PasskeySummary[];
  /** When the authenticator app was set up, or null. */
  totp: { createdAt: string } | null;
  recoveryCodesLeft: number;
}

/** POST /api/staff/factors/totp: a new secret to scan (uri) or type (secret); it replaces the old app once confirmed. */
export interface TotpSetup {
  secret: string;
  uri: string;
}

/**
 * A factor added: the recovery codes when new ones were made (the account's first factor), and
 * the user when adding it finished a sign-in's enrolment step (the session cookie is set).
 */
export interface FactorAdded {
  recoveryCodes?: string[];
  user?: User;
}

/** POST /api/staff/factors/recovery-codes. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** The staff factor setting (GET and PUT /api/admin/settings/staff-factors). */
export const staffFactorSettingsSchema = object({
  required: boolean().strict().required('required must be true or false').typeError('required must be true or false'),
});
export type StaffFactorSettings = InferType<typeof staffFactorSettingsSchema>;

/** Without a stored setting (a new deployment) every staff member needs a second factor. */
export const DEFAULT_STAFF_FACTOR_SETTINGS: StaffFactorSettings = { required: true };

const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
const totpCode = () =>
  trimmedString()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
    .matches(/^\d{6}$/, TOTP_CODE_MESSAGE);

/** A WebAuthn response as the browser's JSON, checked in full by the server's verifier. */
const webAuthnResponse = () =>
  mixed<Record<string, unknown>>().test(
    'credential',
    'The passkey answer is not valid',
    (value) =>
      value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.id === 'string'),
  );

/** POST /api/login/factor and /api/login/step-up: exactly one proof. */
export const factorProofSchema = object({
  totp: totpCode().optional(),
  recoveryCode: trimmedString().max(40, 'That recovery code is not right').optional(),
  passkey: webAuthnResponse().optional(),
}).test(
  'one-proof',
  'Send a code from your authenticator app, a recovery code or a passkey',
  (value) => [value.totp, value.recoveryCode, value.passkey].filter((proof) => proof !== undefined && proof !== '').length === 1,
);
export type FactorProof = InferType<typeof factorProofSchema>;

/** POST /api/login/passkey: a passkey alone (usernameless). */
export const passkeySignInSchema = object({ passkey: webAuthnResponse().required('The passkey answer is not valid') });

/** PUT /api/staff/factors/totp: the first code of the new app confirms it. */
export const totpConfirmationSchema = object({ code: totpCode().required(TOTP_CODE_MESSAGE) });

/** POST /api/staff/factors/passkeys: the browser's registration answer and the name to list it by. */
export const passkeyRegistrationSchema = object({
  name: trimmedString()
    .required('Name the passkey (for example, "Work laptop")')
    .max(PASSKEY_NAME_MAX, `A passkey name has at most ${PASSKEY_NAME_MAX} characters`),
  passkey: webAuthnResponse().required('The passkey answer is not valid'),
});

/** Every text of the factors, shared by the api and the dashboard. */
export const FACTOR_TEXTS = {
  stepUpRequired: 'Confirm it is you: this action needs your second factor again.',
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  wrongCode: 'That code is not right. Please try again.',
  passkeyRefused: 'That passkey was not accepted. Please try again or use a code.',
  unknownPasskey: 'This passkey is not registered here. Sign in with your username and password.',
  totpSetupExpired: 'Start the authenticator app setup again: the last one expired.',
  noFactorToProve: 'Set up a second factor on the Sign-in & security page first.',
  passkeyNotFound: 'Passkey not found',
  factorPageTitle: 'Sign-in & security',
  factorStepTitle: 'Second factor',
  factorStepIntro: 'Confirm it is you with your passkey or a code from your authenticator app.',
  enrolStepTitle: 'Set up a second factor',
  enrolStepIntro: 'The agency requires a second factor for staff. Set one up now to finish signing in.',
  usePasskey: 'Use a passkey',
  signInWithPasskey: 'Sign in with a passkey',
  codeLabel: 'Authenticator or recovery code',
  verify: 'Verify',
  stepUpTitle: 'Confirm it is you',
  recoveryCodesIntro: 'Keep these recovery codes somewhere safe. Each works once, and they are shown only now.',
  settingLabel: 'Require a second factor for all staff',
  settingHelp: 'Staff without a passkey or an authenticator app set one up at their next sign-in.',
  settingSaved: 'Sign-in setting saved',
} as const;
