import { ValidationError } from 'yup';
import {
  bucketOf,
  DURATION_SCALE,
  formatVital,
  highestBound,
  mergeCounts,
  percentile,
  sampleCount,
  scrubErrorMessage,
  SITE_ERROR_MESSAGE_MAX,
  SITE_HEALTH_EVENTS_PER_VIEW,
  SITE_HEALTH_SAMPLE_RATE,
  siteHealthBeaconSchema,
  siteHealthSampleRate,
  VITAL_SCALES,
  vitalRating,
  type HistogramCounts,
  type HistogramScale,
} from '../src';

/** The first message of a failed validation, as the API answers it; '' when the body is valid. */
async function refusal(body: unknown): Promise<string> {
  try {
    await siteHealthBeaconSchema.validate(body, { abortEarly: false, stripUnknown: true });
    return '';
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return (error.inner[0] ?? error).message;
  }
}

const lcp = { page: '/properties/:id', metric: 'LCP', value: 1840 };
const uncaught = { page: '/', kind: 'uncaught', message: 'TypeError: x is undefined' };

describe('a beacon (docs/product/dashboard.md#site-health)', () => {
  it('takes a page view’s vitals and errors, each with its page type', async () => {
    expect(await refusal({ vitals: [lcp, { page: '/', metric: 'CLS', value: 0 }], errors: [uncaught] })).toBe('');
    expect(await refusal({ errors: [{ ...uncaught, kind: 'hydration', page: '/admin/:tab?' }] })).toBe('');
    expect(await siteHealthBeaconSchema.validate({ vitals: [lcp] })).toEqual({ vitals: [lcp], errors: [] });
  });

  it.each([
    ['nothing in it', {}, 'A beacon carries from 1 to 20 measurements and errors'],
    ['more events than a page view sends', { vitals: Array(21).fill(lcp) }, 'A beacon carries from 1 to 20 measurements and errors'],
    [
      'too many in all',
      { vitals: Array(12).fill(lcp), errors: Array(9).fill(uncaught) },
      'A beacon carries from 1 to 20 measurements and errors',
    ],
    ['an address for a page type', { vitals: [{ ...lcp, page: '/properties/abc123' }] }, 'page must be a page type of the site'],
    ['an unknown metric', { vitals: [{ ...lcp, metric: 'FID' }] }, 'metric must be one of: LCP, INP, CLS'],
    ['a negative value', { vitals: [{ ...lcp, value: -1 }] }, 'value must be from 0 to 60000 for LCP'],
    ['a shift of more than ten screens', { vitals: [{ page: '/', metric: 'CLS', value: 11 }] }, 'value must be from 0 to 10 for CLS'],
    ['a value that is not a number', { vitals: [{ ...lcp, value: 'slow' }] }, 'value must be a number'],
    [
      'an unknown error kind',
      { errors: [{ ...uncaught, kind: 'warning' }] },
      'kind must be one of: uncaught, rejection, hydration, boundary',
    ],
    ['an empty message', { errors: [{ ...uncaught, message: '  ' }] }, 'message is required'],
    ['a message past the cap', { errors: [{ ...uncaught, message: 'x'.repeat(201) }] }, 'message must be at most 200 characters'],
    ['vitals that are not a list', { vitals: 'LCP' }, 'vitals must be a list'],
  ])('refuses %s', async (_case, body, message) => {
    expect(await refusal(body)).toBe(message);
  });

  it('takes as many events as a page view sends', async () => {
    expect(await refusal({ vitals: Array(SITE_HEALTH_EVENTS_PER_VIEW - 1).fill(lcp), errors: [uncaught] })).toBe('');
  });
});

describe('sampling', () => {
  it('reports every page view of a site on this machine, a share of them elsewhere', () => {
    expect(siteHealthSampleRate('http://localhost:5000')).toBe(1);
    expect(siteHealthSampleRate('http://127.0.0.1:5002')).toBe(1);
    expect(siteHealthSampleRate('http://[::1]:5000')).toBe(1);
    expect(siteHealthSampleRate('https://localhost.example.com')).toBe(SITE_HEALTH_SAMPLE_RATE);
    expect(siteHealthSampleRate('https://www.queencityestates.com')).toBe(SITE_HEALTH_SAMPLE_RATE);
    expect(SITE_HEALTH_SAMPLE_RATE).toBeGreaterThan(0);
    expect(SITE_HEALTH_SAMPLE_RATE).toBeLessThan(1);
  });
});

describe("scrubbing an error's message", () => {
  it.each([
    ['an email', 'No account for jordan.ellis+home@example.co.uk here', 'No account for [email] here'],
    [
      'a URL’s query and fragment',
      'Failed to fetch https://x.test/api/leads?email=a%40b.c&phone=1#t=2 now',
      'Failed to fetch https://x.test/api/leads now',
    ],
    [
      'the page text in a minified React error’s link',
      'Minified React error #418; visit https://react.dev/errors/418?args[]=Jordan%20Ellis&args[]= for the full message',
      'Minified React error #418; visit https://react.dev/errors/418 for the full message',
    ],
    ['a phone number and an amount', 'Bad phone (513) 555-0100 for 1250000', 'Bad phone [number] for [number]'],
    ['a document id', 'Listing Xk2rT9bQ0pLmN4vZ8wYa not found', 'Listing [id] not found'],
    ['the lines after the first', 'TypeError: boom\n    at render (Page.tsx:12:3)', 'TypeError: boom'],
    ['runs of whitespace', '  Cannot   read\tproperties  ', 'Cannot read properties'],
  ])('drops %s', (_case, message, scrubbed) => {
    expect(scrubErrorMessage(message)).toBe(scrubbed);
  });

  it('keeps short numbers and words: the message still names the error', () => {
    expect(scrubErrorMessage("Cannot read properties of undefined (reading 'photos') at 12:3")).toBe(
      "Cannot read properties of undefined (reading 'photos') at 12:3",
    );
  });

  it('caps the length, and scrubbing twice changes nothing', () => {
    const long = `Error: ${'word '.repeat(100)}`;
    const scrubbed = scrubErrorMessage(long);
    expect(scrubbed).toHaveLength(SITE_ERROR_MESSAGE_MAX);
    expect(scrubbed.endsWith('…')).toBe(true);
    for (const message of [long, 'Mail to a@b.com failed at 1712345678901 with ?x=1', 'Listing Xk2rT9bQ0pLmN4vZ8wYa']) {
      expect(scrubErrorMessage(scrubErrorMessage(message))).toBe(scrubErrorMessage(message));
    }
  });
});

/** The counts of `values` in `scale`'s histogram. */
function histogramOf(scale: HistogramScale, values: number[]): HistogramCounts {
  const counts: Record<string, number> = {};
  for (const value of values) counts[bucketOf(scale, value)] = (counts[bucketOf(scale, value)] ?? 0) + 1;
  return counts;
}

/** The exact 75th percentile (nearest rank). */
const exactP75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;

/** A deterministic spread of values: a mulberry32 generator, so a failure repeats. */
function spread(count: number, from: number, to: number, seed: number): number[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => from * (to / from) ** next());
}

describe('the histograms (a p75 from counts)', () => {
  it.each([
    ['LCP', spread(2000, 400, 9000, 1)],
    ['INP', spread(500, 16, 900, 2)],
    ['CLS', spread(800, 0.001, 0.6, 3)],
  ] as const)('reads %s’s p75 within 5% of the exact one', (metric, values) => {
    const scale = VITAL_SCALES[metric];
    const p75 = percentile(scale, histogramOf(scale, values), 0.75)!;
    expect(Math.abs(p75 - exactP75(values)) / exactP75(values)).toBeLessThan(0.05);
  });

  it('merges days by adding their counts: the merged p75 is the p75 of every sample', () => {
    const days = [spread(300, 800, 2000, 4), spread(300, 2500, 7000, 5), spread(50, 1000, 1500, 6)];
    const merged = mergeCounts(days.map((values) => histogramOf(DURATION_SCALE, values)));
    const all = days.flat();
    expect(sampleCount(merged)).toBe(650);
    expect(merged).toEqual(histogramOf(DURATION_SCALE, all));
    const p75 = percentile(DURATION_SCALE, merged, 0.75)!;
    expect(Math.abs(p75 - exactP75(all)) / exactP75(all)).toBeLessThan(0.05);
  });

  it('holds a CLS of zero, and values past the last bound in the last bucket', () => {
    const cls = VITAL_SCALES.CLS;
    expect(bucketOf(cls, 0)).toBe(0);
    expect(percentile(cls, histogramOf(cls, [0, 0, 0, 0]), 0.75)).toBeLessThan(0.001);
    expect(bucketOf(DURATION_SCALE, 10 * 60_000)).toBe(DURATION_SCALE.buckets - 1);
    expect(percentile(DURATION_SCALE, histogramOf(DURATION_SCALE, [10 * 60_000]), 0.75)).toBeGreaterThanOrEqual(60_000);
  });

  it('answers null without samples, and ignores keys that are not buckets', () => {
    expect(percentile(DURATION_SCALE, {}, 0.75)).toBeNull();
    expect(percentile(DURATION_SCALE, { x: 3, '-1': 2, 9999: 1 }, 0.75)).toBeNull();
    expect(highestBound(DURATION_SCALE, {})).toBeNull();
  });

  it('bounds the slowest sample from above, by less than the ratio', () => {
    const slowest = highestBound(DURATION_SCALE, histogramOf(DURATION_SCALE, [120, 340, 1999]))!;
    expect(slowest).toBeGreaterThan(1999);
    expect(slowest).toBeLessThan(1999 * 1.05);
  });
});

describe("Google's ratings", () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
  ] as const)('rates %s %d as %s', (metric, value, rating) => {
    expect(vitalRating(metric, value)).toBe(rating);
  });

  it('writes each value as Google’s tools do', () => {
    expect(formatVital('LCP', 2460)).toBe('2.5 s');
    expect(formatVital('INP', 183.6)).toBe('184 ms');
    expect(formatVital('CLS', 0.0432)).toBe('0.04');
  });
});
