/**
 * The User Timing marks the map sets, by which `npm run perf -- map` times it and says where a first
 * drawing's time went (scripts/perf/mapTiming.ts).
 */
export const MAP_MARKS = {
  /** The map's code has arrived and runs: the map is about to be made. */
  code: 'listings-map-code',
  /** The map has loaded its style and asks for its first answer. */
  ready: 'listings-map-ready',
  /** The frame after the map has drawn an answer (every answer, one that changes nothing too). */
  drawn: 'listings-map-drawn',
} as const;
