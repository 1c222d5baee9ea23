import { DEFAULT_BACKOFF, retryAfterMs, retryDelayMs } from '../../src/mls/retryDelay';

describe('the back-off before a retry', () => {
  it('is a random wait between nothing and a cap that doubles with each attempt (full jitter)', () => {
    expect([0, 1, 2, 3].map((attempt) => retryDelayMs(attempt, () => 0))).toEqual([0, 0, 0, 0]);
    expect([0, 1, 2, 3].map((attempt) => retryDelayMs(attempt, () => 0.5))).toEqual([500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3].map((attempt) => retryDelayMs(attempt, () => 0.999999))).toEqual([999, 1999, 3999, 7999]);
  });

  it('never grows past its cap', () => {
    expect(retryDelayMs(20, () => 0.5)).toBe(DEFAULT_BACKOFF.capMs / 2);
    expect(retryDelayMs(3, () => 0.5, undefined, { baseMs: 100, capMs: 500 })).toBe(250);
  });

  it('waits at least what the source’s Retry-After asks', () => {
    expect(retryDelayMs(0, () => 0.5, 7000)).toBe(7000);
    expect(retryDelayMs(5, () => 0.5, 7000)).toBe(16_000);
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Sat, 28 Nov 2026 12:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('is nothing when absent or unreadable', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
