import type { RenderedPage } from '@estate/domain';

/** Pages kept per instance: the most visited ones, at tens of KB each a few MB at most. */
const KEPT_PAGES = 200;
/**
 * The oldest render ever served stale: what a page showed may have changed since (a listing
 * turned private, its status or price), and a kept copy is for a short outage, not a long one.
 */
export const KEPT_RENDER_MAX_AGE_MS = 10 * 60_000;

interface Kept {
  page: RenderedPage;
  keptAt: number;
}

/**
 * The last good render of each recently visited public page, kept in the instance so that a page
 * whose data does not come in time can still be served (marked stale) rather than a 503; never
 * one older than KEPT_RENDER_MAX_AGE_MS, and none from before `clear()` (a listing changed who
 * may see it: docs/architecture.md#the-listing-gate).
 */
export function renderCache({ capacity = KEPT_PAGES, maxAgeMs = KEPT_RENDER_MAX_AGE_MS, now = Date.now } = {}) {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const pages = new Map<string, Kept>();
  const remember = (url: string, kept: Kept) => {
    pages.delete(url);
    pages.set(url, kept);
    if (pages.size > capacity) pages.delete(pages.keys().next().value!);
  };
  return {
    keep(url: string, page: RenderedPage) {
      remember(url, { page, keptAt: now() });
    },
    get(url: string): RenderedPage | undefined {
      const kept = pages.get(url);
      if (!kept) return undefined;
      if (now() - kept.keptAt > maxAgeMs) {
        pages.delete(url);
        return undefined;
      }
      remember(url, kept);
      return kept.page;
    },
    clear() {
      pages.clear();
    },
  };
}
