/**
 * How long to wait before trying a request again (a 429, a 5xx, a page abandoned): exponential
 * back-off with full jitter (a random wait between nothing and the attempt's cap, so clients that
 * failed together do not return together), and never less than the source's Retry-After.
 */
export interface BackoffPolicy {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, capMs: 60_000 };

/** The wait before retry number `attempt` (0 for the first retry); `random` answers in [0, 1). */
export function retryDelayMs(
  attempt: number,
  random: () => number,
  retryAfterMs?: number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): number {
  const cap = Math.min(policy.capMs, policy.baseMs * 2 ** attempt);
  return Math.max(retryAfterMs ?? 0, Math.floor(random() * cap));
}

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
