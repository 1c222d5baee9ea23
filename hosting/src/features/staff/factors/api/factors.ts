import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { FactorAdded, FactorProof, FactorsOverview, RecoveryCodes, StaffFactorSettings, TotpSetup, User } from '@estate/domain';
import { getJson, sendJson } from '@/api/client';
import { authenticate, register } from '@/features/staff/factors/passkeys';

const FACTORS_URL = '/api/staff/factors';
export const FACTOR_SETTINGS_URL = '/api/admin/settings/staff-factors';

/** A passkey's answer to a challenge of POST /api/login/passkey-options (a step-up's, a pending sign-in's or a passkey alone's). */
const passkeyProof = async () => ({
  passkey: await authenticate(await sendJson<PublicKeyCredentialRequestOptionsJSON>('POST', '/api/login/passkey-options')),
});

/** POST /api/login/factor: the pending sign-in's factor; a passkey when `proof` is 'passkey'. */
export const proveFactor = async (proof: FactorProof | 'passkey') =>
  sendJson<User>('POST', '/api/login/factor', proof === 'passkey' ? await passkeyProof() : proof);

/** POST /api/login/passkey: a passkey alone. */
export const signInWithPasskey = async () => sendJson<User>('POST', '/api/login/passkey', await passkeyProof());

/** POST /api/login/step-up: a factor proved inside the session. */
export const stepUpWith = async (proof: FactorProof | 'passkey') =>
  sendJson('POST', '/api/login/step-up', proof === 'passkey' ? await passkeyProof() : proof);

export const startTotp = () => sendJson<TotpSetup>('POST', `${FACTORS_URL}/totp`);
export const confirmTotp = (code: string) => sendJson<FactorAdded>('PUT', `${FACTORS_URL}/totp`, { code });

/** Registers a passkey of this device (or a security key) under `name`. */
export async function addPasskey(name: string): Promise<FactorAdded> {
  const passkey = await register(await sendJson<PublicKeyCredentialCreationOptionsJSON>('POST', `${FACTORS_URL}/passkeys/options`));
  return sendJson<FactorAdded>('POST', `${FACTORS_URL}/passkeys`, { name, passkey });
}

export const removePasskey = (id: string) => sendJson('DELETE', `${FACTORS_URL}/passkeys/${encodeURIComponent(id)}`);
export const regenerateRecoveryCodes = () => sendJson<RecoveryCodes>('POST', `${FACTORS_URL}/recovery-codes`);

/** GET /api/staff/factors. */
export const useFactors = () => useQuery({ queryKey: [FACTORS_URL], queryFn: () => getJson<FactorsOverview>(FACTORS_URL) });

/** A change to the member's factors, after which the overview is read again. */
export function useFactorChange<A, R>(change: (argument: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => client.invalidateQueries({ queryKey: [FACTORS_URL] }) });
}

export const useFactorSettings = () =>
  useQuery({ queryKey: [FACTOR_SETTINGS_URL], queryFn: () => getJson<StaffFactorSettings>(FACTOR_SETTINGS_URL) });
export const updateFactorSettings = (settings: StaffFactorSettings) => sendJson<StaffFactorSettings>('PUT', FACTOR_SETTINGS_URL, settings);
