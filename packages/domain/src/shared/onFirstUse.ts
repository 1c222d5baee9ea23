/**
 * A value made the first time it is asked for, then kept. The Intl formatters are made this way:
 * the first one a page builds costs a browser 50-100 ms (it loads its locale data), so a module
 * that merely imports a formatter costs nothing, and a page that shows no date never pays for one.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
