/**
 * A small seeded generator (sfc32): the same seed draws the same numbers on every machine, so the
 * data set lives in the repository as this generator and a seed, never as a dump. Its own code
 * rather than a package: the local MLS depends on nothing a workspace does not declare.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** true with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of `items`, each as likely as its `weight`. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
}

/** A 32-bit hash of numbers and strings (FNV-1a over their text): seeds a generator per record. */
export function hash32(...parts: (number | string)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function seededRandom(...seed: (number | string)[]): Random {
  let a = hash32('a', ...seed);
  let b = hash32('b', ...seed);
  let c = hash32('c', ...seed);
  let d = 1;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first draws of sfc32 still carry the seed's pattern: discard them.
  for (let i = 0; i < 12; i++) next();
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (items, weight) => {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let left = next() * total;
      for (const item of items) {
        left -= weight(item);
        if (left < 0) return item;
      }
      return items[items.length - 1]!;
    },
  };
  return random;
}
