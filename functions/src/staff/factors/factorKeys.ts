import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * What STAFF_FACTOR_KEY (a Functions secret) protects: each purpose gets a key of its own derived
 * from it, so the TOTP secrets' cipher, the recovery codes' hashes and the pending sign-in
 * tokens never share one. `secret()` is read per use (a secret parameter has its value only at
 * run time); an empty one refuses to work rather than protect with nothing.
 */
export function factorKeys(secret: () => string) {
  const present = () => {
    const value = secret();
    if (!value) throw new Error('STAFF_FACTOR_KEY is not set: second factors cannot be stored or checked');
    return value;
  };
  const keyFor = (purpose: string) => createHmac('sha256', present()).update(purpose).digest();
  const VERSION = 'v1';

  return {
    /** The secret itself, for signedLinks (which derives its own key per purpose). */
    secret: present,
    /** AES-256-GCM, so a stored secret altered in the database fails to open instead of opening wrong. */
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keyFor('totp-secret/v1'), iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !data) throw new Error('A stored TOTP secret is not sealed as v1');
      const decipher = createDecipheriv('aes-256-gcm', keyFor('totp-secret/v1'), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
    /** A recovery code's stored form: keyed, so a copy of the database alone cannot test guesses. */
    hashRecoveryCode(code: string): string {
      return createHmac('sha256', keyFor('recovery-code/v1')).update(code).digest('base64url');
    },
  };
}

export type FactorKeys = ReturnType<typeof factorKeys>;
