import type { FactorKind, FactorProof, FactorsOverview, PasskeySummary, StaffFactorSettings, TotpSetup } from '@estate/domain';
import type { ChallengePurpose, ChallengeRepository } from './challengeRepository';
import type { FactorKeys } from './factorKeys';
import type { FactorRepository, StoredPasskey } from './factorRepository';
import type { FactorSettingsRepository } from './factorSettingsRepository';
import type { WebAuthn } from './passkeys';
import { newRecoveryCodes, normalizedRecoveryCode } from './recoveryCodes';
import { totp } from './totp';

/** How long a WebAuthn challenge or an unconfirmed authenticator app setup waits. */
const CHALLENGE_MS = 5 * 60 * 1000;
const TOTP_SETUP_MS = 10 * 60 * 1000;

export interface FactorServiceDeps {
  factors: FactorRepository;
  challenges: ChallengeRepository;
  settings: FactorSettingsRepository;
  keys: FactorKeys;
  webAuthn: WebAuthn;
  now?: () => number;
}

/** The account a factor belongs to, as the setup names it. */
export interface FactorOwner {
  id: string;
  username: string;
  name: string;
}

/** A challenge's text as the browser returns it in clientDataJSON. */
const challengeOf = (response: unknown): string | undefined => {
  try {
    const clientData = (response as { response?: { clientDataJSON?: unknown } }).response?.clientDataJSON;
    if (typeof clientData !== 'string') return undefined;
    const challenge: unknown = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')).challenge;
    return typeof challenge === 'string' ? challenge : undefined;
  } catch {
    return undefined;
  }
};

const summary = ({ id, name, createdAt, lastUsedAt }: StoredPasskey): PasskeySummary => ({
  id,
  name,
  createdAt,
  ...(lastUsedAt ? { lastUsedAt } : {}),
});

/**
 * A staff member's second factors: passkeys (several, named), one authenticator app (TOTP, its
 * secret sealed with STAFF_FACTOR_KEY) and ten one-time recovery codes (stored as keyed hashes).
 * The first passkey or app of an account comes with recovery codes; later ones keep them.
 */
export function factorService({ factors, challenges, settings, keys, webAuthn, now = Date.now }: FactorServiceDeps) {
  const spending = (purpose: ChallengePurpose, uid: string | null) => (challenge: string) =>
    challenges.spend(challenge, purpose, uid, now());

  const kinds = async (uid: string): Promise<FactorKind[]> => {
    const [stored, passkeys] = await Promise.all([factors.factors(uid), factors.passkeys(uid)]);
    return [
      ...(passkeys.length > 0 ? (['passkey'] as const) : []),
      ...(stored.totp ? (['totp'] as const) : []),
      ...(stored.recoveryCodes.length > 0 ? (['recovery'] as const) : []),
    ];
  };

  /** Recovery codes with the account's first passkey or app: the way back in when it is lost. */
  const firstFactorCodes = async (uid: string): Promise<string[] | undefined> => {
    if ((await factors.factors(uid)).recoveryCodes.length > 0) return undefined;
    return regenerate(uid);
  };
  const regenerate = async (uid: string) => {
    const codes = newRecoveryCodes();
    await factors.setRecoveryCodes(
      uid,
      codes.map((code) => keys.hashRecoveryCode(normalizedRecoveryCode(code))),
    );
    return codes;
  };

  const provePasskey = async (uid: string, response: unknown, purpose: Exclude<ChallengePurpose, 'register'>): Promise<boolean> => {
    // A passkey sign-in alone asked for its challenge before anyone was known.
    const challengeUid = purpose === 'sign-in' ? null : uid;
    const id = (response as { id?: unknown }).id;
    const passkey = typeof id === 'string' ? await factors.passkey(id) : undefined;
    if (!passkey || passkey.uid !== uid) {
      // The challenge is spent all the same: one answer, one try.
      const challenge = challengeOf(response);
      if (challenge) await challenges.spend(challenge, purpose, challengeUid, now());
      return false;
    }
    const counter = await webAuthn.verifyAuthentication(response, passkey, spending(purpose, challengeUid), purpose === 'sign-in');
    if (counter === undefined) return false;
    await factors.passkeyUsed(passkey.id, counter);
    return true;
  };

  return {
    kinds,
    hasAny: async (uid: string) => (await kinds(uid)).some((kind) => kind !== 'recovery'),

    async overview(uid: string): Promise<FactorsOverview> {
      const [stored, passkeys] = await Promise.all([factors.factors(uid), factors.passkeys(uid)]);
      return {
        passkeys: passkeys.map(summary),
        totp: stored.totp ? { createdAt: stored.totp.createdAt } : null,
        recoveryCodesLeft: stored.recoveryCodes.length,
      };
    },

    async startTotp(owner: FactorOwner): Promise<TotpSetup> {
      const secret = totp.newSecret();
      await factors.setPendingTotp(owner.id, keys.seal(secret), now() + TOTP_SETUP_MS);
      return { secret, uri: totp.uri(secret, owner.username) };
    },

    /** The setup's first code: 'wrong', 'expired' (no setup waiting), or the app is set up. */
    async confirmTotp(uid: string, code: string): Promise<{ recoveryCodes?: string[] } | 'wrong' | 'expired'> {
      const { totpPending } = await factors.factors(uid);
      if (!totpPending || totpPending.expiresAt <= now()) return 'expired';
      if (!totp.matches(keys.open(totpPending.sealed), code, now())) return 'wrong';
      const recoveryCodes = await firstFactorCodes(uid);
      await factors.setTotp(uid, totpPending.sealed);
      return recoveryCodes ? { recoveryCodes } : {};
    },

    /** A fixed secret as the account's app, at once: the local demo accounts and the tests (never production). */
    async setTotpSecret(uid: string, secret: string): Promise<void> {
      await factors.setTotp(uid, keys.seal(secret));
    },

    async passkeyRegistrationOptions(owner: FactorOwner) {
      const options = await webAuthn.registrationOptions(owner, await factors.passkeys(owner.id));
      await challenges.save(options.challenge, 'register', owner.id, now() + CHALLENGE_MS);
      return options;
    },

    /** undefined: the browser's answer did not hold (a wrong or spent challenge, another site). */
    async registerPasskey(owner: FactorOwner, name: string, response: unknown): Promise<{ recoveryCodes?: string[] } | undefined> {
      const credential = await webAuthn.verifyRegistration(response, spending('register', owner.id));
      if (!credential) return undefined;
      const recoveryCodes = await firstFactorCodes(owner.id);
      await factors.addPasskey({
        id: credential.id,
        uid: owner.id,
        name,
        publicKey: credential.publicKey,
        counter: credential.counter,
        ...(credential.transports ? { transports: credential.transports } : {}),
      });
      return recoveryCodes ? { recoveryCodes } : {};
    },

    removePasskey: (uid: string, credentialId: string) => factors.removePasskey(uid, credentialId),

    /** Ten new codes; the old ones stop working. */
    regenerateRecoveryCodes: regenerate,

    /** Options for the browser's passkey prompt: the account's passkeys, or (uid null) any discoverable one. */
    async passkeyOptions(purpose: Exclude<ChallengePurpose, 'register'>, uid: string | null) {
      const options = await webAuthn.authenticationOptions(uid ? await factors.passkeys(uid) : []);
      await challenges.save(options.challenge, purpose, uid, now() + CHALLENGE_MS);
      return options;
    },

    /** The kind proved, or undefined for a proof that does not hold. A recovery code is spent. */
    async prove(uid: string, proof: FactorProof, purpose: 'factor' | 'step-up'): Promise<FactorKind | undefined> {
      if (proof.passkey) return (await provePasskey(uid, proof.passkey, purpose)) ? 'passkey' : undefined;
      if (proof.totp) {
        const { totp: app } = await factors.factors(uid);
        return app && totp.matches(keys.open(app.sealed), proof.totp, now()) ? 'totp' : undefined;
      }
      if (proof.recoveryCode) {
        const spent = await factors.spendRecoveryCode(uid, keys.hashRecoveryCode(normalizedRecoveryCode(proof.recoveryCode)));
        return spent ? 'recovery' : undefined;
      }
      return undefined;
    },

    /** The owner of a passkey offered alone, undefined when the site has no such passkey. */
    async passkeyOwner(response: unknown): Promise<string | undefined> {
      const id = (response as { id?: unknown }).id;
      return typeof id === 'string' ? (await factors.passkey(id))?.uid : undefined;
    },

    /** A passkey sign-in alone: the challenge must be one handed out for it, with user verification. */
    proveAlone: (uid: string, response: unknown) => provePasskey(uid, response, 'sign-in'),

    /** Whether every staff member needs a second factor (the admins' setting; on when never set). */
    settings: () => settings.get(),
    setSettings: (changed: StaffFactorSettings) => settings.set(changed),

    /** Every factor of the account, removed (offboarding): its passkeys sign nobody in any more. */
    revokeAll: (uid: string) => factors.removeAll(uid),
  };
}

export type FactorService = ReturnType<typeof factorService>;
