/**
 * Whether a client-supplied id can name a Firestore document. Anything else ('a/b', '..',
 * '__x__', over 1,500 bytes) would make Firestore throw; for the client it simply names
 * nothing, so routes answer 404.
 */
export function isDocumentId(id: string): boolean {
  return id !== '' && id !== '.' && id !== '..' && !id.includes('/') && !/^__.*__$/.test(id) && Buffer.byteLength(id) <= 1500;
}
