import { signedLinks } from '../../src/platform';

/** functions/src/platform/links/signedLinks.ts: the tokens of the links emails carry. */
const links = signedLinks(() => 'test-secret', {
  purpose: 'test/v1',
  version: 't1',
  isPayload: (value): value is { id: string } => typeof (value as { id?: unknown }).id === 'string',
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('a signed link', () => {
  it('verifies as the payload it was signed for, and as nothing once a character is changed', () => {
    const token = links.sign({ id: 'rsvp-1' });
    expect(links.verify(token)).toEqual({ id: 'rsvp-1' });
    const [version, payload, signature] = token.split('.') as [string, string, string];
    const first = signature[0] === 'A' ? 'B' : 'A';
    expect(links.verify(`${version}.${payload}.${first}${signature.slice(1)}`)).toBeUndefined();
    expect(links.verify(`${version}.${payload}x.${signature}`)).toBeUndefined();
  });

  it('refuses a signature written otherwise than issued, though it decodes to the same bytes', () => {
    const token = links.sign({ id: 'rsvp-1' });
    // 32 bytes are 43 characters, the last carrying 4 bits: its 2 spare bits changed decode the same.
    const last = ALPHABET.indexOf(token.at(-1)!);
    const twin = `${token.slice(0, -1)}${ALPHABET[last ^ 1]}`;
    expect(Buffer.from(twin.split('.')[2]!, 'base64url')).toEqual(Buffer.from(token.split('.')[2]!, 'base64url'));
    expect(links.verify(twin)).toBeUndefined();
  });
});
