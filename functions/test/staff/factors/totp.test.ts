import { totp } from '../../../src/staff/factors/totp';

/** RFC 6238's SHA-1 test secret ("12345678901234567890") in base32, and its published codes (the last 6 digits of the 8). */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('the authenticator app codes (TOTP, with a fixed clock)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])("makes RFC 6238's code at %i s", (seconds, code) => {
    expect(totp.codeAt(RFC_SECRET, seconds * 1000)).toBe(code);
    expect(totp.matches(RFC_SECRET, code, seconds * 1000)).toBe(true);
  });

  it('accepts the code of the step before and the step after (clock drift, typing time), and no other', () => {
    const at = 1_700_000_010_000;
    expect(totp.matches(RFC_SECRET, totp.codeAt(RFC_SECRET, at - 30_000), at)).toBe(true);
    expect(totp.matches(RFC_SECRET, totp.codeAt(RFC_SECRET, at + 30_000), at)).toBe(true);
    expect(totp.matches(RFC_SECRET, totp.codeAt(RFC_SECRET, at - 90_000), at)).toBe(false);
    expect(totp.matches(RFC_SECRET, totp.codeAt(RFC_SECRET, at + 90_000), at)).toBe(false);
  });

  it('refuses a malformed code as a wrong one, without throwing', () => {
    for (const code of ['', '12345', '1234567', 'abcdef', '12 456']) expect(totp.matches(RFC_SECRET, code, 59_000)).toBe(false);
  });

  it('makes new secrets of 20 bytes and an otpauth address naming the agency and the account', () => {
    const secret = totp.newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.newSecret()).not.toBe(secret);
    const uri = new URL(totp.uri(secret, 'avery'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Queen City Estates');
    expect(decodeURIComponent(uri.pathname)).toContain('avery');
  });
});
