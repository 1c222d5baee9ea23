import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './client';

/** The `<script type="application/json">` that carries a server-rendered page's data. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

interface SerializedError {
  status: number;
  body: string;
}

/**
 * The queries the page was rendered with, as JSON safe inside a script element: the loaded ones
 * and the failed ones (a missing listing must hydrate as the same Not Found page).
 */
export function serializePageState(client: QueryClient): string {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  const queries = state.queries.map((query) => {
    const { error } = query.state;
    if (!error) return query;
    const serialized: SerializedError =
      error instanceof ApiRequestError ? { status: error.status, body: error.body } : { status: 500, body: '' };
    return { ...query, state: { ...query.state, error: serialized } };
  });
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/**
 * Starts the browser's cache with the page's data: the browser asks the API for none of it
 * again (queries never go stale, and a failed one is not retried on mount).
 */
export function restorePageState(client: QueryClient, json: string | null | undefined): void {
  if (!json) return;
  const state = JSON.parse(json) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as SerializedError | null;
    if (error) (query.state as { error: unknown }).error = new ApiRequestError(error.status, error.body, '');
  }
  hydrate(client, state);
}
