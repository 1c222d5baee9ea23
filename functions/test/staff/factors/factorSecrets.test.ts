import { factorKeys } from '../../../src/staff/factors/factorKeys';
import { pendingSignIns } from '../../../src/staff/factors/pendingSignIn';
import { newRecoveryCodes, normalizedRecoveryCode } from '../../../src/staff/factors/recoveryCodes';
import { PENDING_SIGN_IN_MS, RECOVERY_CODE_COUNT } from '@estate/domain';

describe('recovery codes', () => {
  it(`come ${RECOVERY_CODE_COUNT} at a time, each two groups of five unmistakable characters, all different`, () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(newRecoveryCodes()).not.toEqual(codes);
  });

  it('match however they are typed: case, spaces and dashes aside', () => {
    expect(normalizedRecoveryCode(' AbCde-fGhjk ')).toBe('abcdefghjk');
    expect(normalizedRecoveryCode('abcde fghjk')).toBe('abcdefghjk');
  });

  it('are stored as keyed hashes: the same code hashes alike under one key, differently under another', () => {
    const keys = factorKeys(() => 'key-one');
    expect(keys.hashRecoveryCode('abcdefghjk')).toBe(keys.hashRecoveryCode('abcdefghjk'));
    expect(keys.hashRecoveryCode('abcdefghjk')).not.toContain('abcdefghjk');
    expect(factorKeys(() => 'key-two').hashRecoveryCode('abcdefghjk')).not.toBe(keys.hashRecoveryCode('abcdefghjk'));
  });
});

describe('the sealed authenticator app secret', () => {
  const keys = factorKeys(() => 'staff-factor-key');

  it('opens to the secret sealed, and never holds it in the clear', () => {
    const sealed = keys.seal('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(sealed).not.toContain('GEZDGNBVGY3TQOJQ');
    expect(keys.seal('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')).not.toBe(sealed);
    expect(keys.open(sealed)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('refuses to open when altered or under another key', () => {
    const sealed = keys.seal('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const [version, iv, tag, data] = sealed.split('.');
    const altered = [version, iv, tag, `${data!.slice(0, -2)}${data!.endsWith('AA') ? 'BB' : 'AA'}`].join('.');
    expect(() => keys.open(altered)).toThrow();
    expect(() => factorKeys(() => 'another-key').open(sealed)).toThrow();
  });

  it('refuses to work without STAFF_FACTOR_KEY, naming it', () => {
    expect(() => factorKeys(() => '').seal('secret')).toThrow(/STAFF_FACTOR_KEY is not set/);
  });
});

describe('the pending sign-in token', () => {
  const now = 1_800_000_000_000;
  const pending = pendingSignIns(() => 'staff-factor-key');

  it(`carries the account and its step for ${PENDING_SIGN_IN_MS / 60_000} minutes, no longer`, () => {
    const token = pending.issue({ uid: 'uid-1', step: 'factor' }, now);
    expect(token).toMatch(/^pending1\./);
    expect(pending.read(token, now + PENDING_SIGN_IN_MS - 1000)).toEqual({ uid: 'uid-1', step: 'factor' });
    expect(pending.read(token, now + PENDING_SIGN_IN_MS + 1000)).toBeUndefined();
  });

  it('is refused when forged, altered, signed under another key, or not a token at all', () => {
    const token = pending.issue({ uid: 'uid-1', step: 'enrol' }, now);
    const [version, payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ uid: 'uid-2', step: 'enrol', exp: now / 1000 + 300 })).toString('base64url');
    expect(pending.read([version, other, signature].join('.'), now)).toBeUndefined();
    expect(pending.read([version, payload, `${signature}x`].join('.'), now)).toBeUndefined();
    expect(pendingSignIns(() => 'another-key').read(token, now)).toBeUndefined();
    for (const junk of [undefined, '', 'pending1.', 42, 'session-cookie']) expect(pending.read(junk, now)).toBeUndefined();
  });
});
