/**
 * How a paged list answers (GET /api/properties, GET /api/debug/leads): the page is the JSON
 * array, as docs/product/api.md#api reads it; the rest travels in headers.
 */
export const PAGE_HEADERS = {
  /** The opaque cursor of the next page, absent on the last one: send it back as `?cursor=`. */
  nextCursor: 'X-Next-Cursor',
  /** How many items match the filters over all pages. */
  totalCount: 'X-Total-Count',
} as const;

/** The dashboard's lead list: a page of 50 unless `limit` says otherwise. */
export const LEAD_PAGE_SIZE = { default: 50, max: 200 } as const;
