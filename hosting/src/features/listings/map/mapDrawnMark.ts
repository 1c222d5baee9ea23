/**
 * The User Timing mark the map sets in the frame after it has drawn an answer (every answer, one
 * that changes nothing too): `npm run perf -- map` times the map by it (scripts/perf/mapTiming.ts).
 */
export const MAP_DRAWN_MARK = 'listings-map-drawn';
