/**
 * A listing photo's alt text: what the admin wrote for it (`imageAlts`, same order as `images`),
 * or else the listing's title and the photo's place, `Georgian Estate, photo 2 of 4`.
 */
export function photoAlt(title: string, alts: readonly string[] | undefined, index: number, count: number): string {
  return alts?.[index]?.trim() || `${title}, photo ${index + 1} of ${count}`;
}
