import type { RenderedPage } from '@estate/domain';

/** Pages kept per instance: the most visited ones, at tens of KB each a few MB at most. */
const KEPT_PAGES = 200;

/**
 * The last good render of each recently visited public page, kept in the instance so that a page
 * whose data does not come in time can still be served (marked stale) rather than a 503.
 */
export function renderCache(capacity = KEPT_PAGES) {
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const pages = new Map<string, RenderedPage>();
  return {
    keep(url: string, page: RenderedPage) {
      pages.delete(url);
      pages.set(url, page);
      if (pages.size > capacity) pages.delete(pages.keys().next().value!);
    },
    get(url: string): RenderedPage | undefined {
      const page = pages.get(url);
      if (page) this.keep(url, page);
      return page;
    },
  };
}
