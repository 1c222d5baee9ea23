import { type Random } from './random';

export const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

/** An asking price as agents write them: to the 5,000, often just under it (449,900). */
export const askingPrice = (random: Random, value: number): number =>
  Math.max(9_900, roundTo(value, 5_000) - (random.chance(0.5) ? 100 : 0));
