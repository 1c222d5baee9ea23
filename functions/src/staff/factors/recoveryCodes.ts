import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@estate/domain';

/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** Ten fresh codes, `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** A typed code as stored codes are made: lower case, without spaces or dashes. */
export const normalizedRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
