/**
 * A fixed histogram whose buckets grow by a constant ratio: bucket 0 holds [0, lowest), bucket i
 * [lowest·ratio^(i-1), lowest·ratio^i), and the last everything from its lower bound up. Stored as
 * counts by bucket index, so reports are added up with increments and merged by summing, and a
 * percentile read back is off by less than the ratio (5%: within a few percent).
 */
export interface HistogramScale {
  lowest: number;
  ratio: number;
  buckets: number;
}

/** Counts by bucket index ('0', '1', …); a bucket never counted is absent. */
export type HistogramCounts = Readonly<Record<string, number>>;

/** The scale from `lowest` whose last bucket starts at or above `max`. */
export const scaleUpTo = (lowest: number, ratio: number, max: number): HistogramScale => ({
  lowest,
  ratio,
  buckets: Math.ceil(Math.log(max / lowest) / Math.log(ratio)) + 2,
});

/** Durations in milliseconds, from 10 ms to a minute. */
export const DURATION_SCALE = scaleUpTo(10, 1.05, 60_000);

export function bucketOf(scale: HistogramScale, value: number): number {
  if (value < scale.lowest) return 0;
  return Math.min(scale.buckets - 1, Math.floor(Math.log(value / scale.lowest) / Math.log(scale.ratio)) + 1);
}

const lowerBound = (scale: HistogramScale, bucket: number) => (bucket === 0 ? 0 : scale.lowest * scale.ratio ** (bucket - 1));
const upperBound = (scale: HistogramScale, bucket: number) => scale.lowest * scale.ratio ** bucket;

/** The buckets counted, in order, with their counts: keys that are not a bucket of the scale are left out. */
function countedBuckets(scale: HistogramScale, counts: HistogramCounts): [number, number][] {
  return Object.entries(counts)
    .map(([key, count]) => [Number(key), count] as [number, number])
    .filter(([bucket, count]) => Number.isInteger(bucket) && bucket >= 0 && bucket < scale.buckets && count > 0)
    .sort(([a], [b]) => a - b);
}

export const sampleCount = (counts: HistogramCounts): number => Object.values(counts).reduce((sum, count) => sum + count, 0);

export function mergeCounts(histograms: readonly HistogramCounts[]): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const counts of histograms) {
    for (const [bucket, count] of Object.entries(counts)) merged[bucket] = (merged[bucket] ?? 0) + count;
  }
  return merged;
}

/**
 * The value below which `fraction` of the samples fall (0.75: the 75th percentile), read linearly
 * within its bucket; the last bucket answers its lower bound. Null without samples.
 */
export function percentile(scale: HistogramScale, counts: HistogramCounts, fraction: number): number | null {
  const buckets = countedBuckets(scale, counts);
  const rank = fraction * buckets.reduce((sum, [, count]) => sum + count, 0);
  let below = 0;
  for (const [bucket, count] of buckets) {
    if (below + count >= rank) {
      if (bucket === scale.buckets - 1) return lowerBound(scale, bucket);
      const lower = lowerBound(scale, bucket);
      return lower + ((rank - below) / count) * (upperBound(scale, bucket) - lower);
    }
    below += count;
  }
  return null;
}

/** The upper bound of the highest bucket counted (the last bucket's lower bound): no sample was above it. Null without samples. */
export function highestBound(scale: HistogramScale, counts: HistogramCounts): number | null {
  const highest = countedBuckets(scale, counts).at(-1)?.[0];
  if (highest === undefined) return null;
  return highest === scale.buckets - 1 ? lowerBound(scale, highest) : upperBound(scale, highest);
}
