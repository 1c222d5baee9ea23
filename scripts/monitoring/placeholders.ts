// The monitoring files' placeholders, `${NAME}` inside any string, and their filling.

/** A JSON value as the files hold it. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const PLACEHOLDER = /\$\{([A-Z_]+)\}/g;

/** The names of the placeholders anywhere in `value`. */
export function placeholdersIn(value: Json): Set<string> {
  const names = new Set<string>();
  const visit = (node: Json) => {
    if (typeof node === 'string') for (const [, name] of node.matchAll(PLACEHOLDER)) names.add(name!);
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(value);
  return names;
}

/** `value` with every placeholder replaced by its value; one without a value throws, naming it. */
export function fill<T extends Json>(value: T, values: Readonly<Record<string, string>>): T {
  const missing = [...placeholdersIn(value)].filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new Error(`No value for ${missing.map((name) => `\${${name}}`).join(', ')}`);
  const replace = (node: Json): Json => {
    if (typeof node === 'string') return node.replace(PLACEHOLDER, (_match, name: string) => values[name]!);
    if (Array.isArray(node)) return node.map(replace);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, replace(child)]));
    return node;
  };
  return replace(value) as T;
}
