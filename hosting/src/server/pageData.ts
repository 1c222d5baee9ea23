import type { DataTag, QueryClient, QueryKey } from '@tanstack/react-query';
import { BLOG_LIST_LIMIT, type PropertyListQuery, type PublicData } from '@estate/domain';
import type { Params } from 'react-router-dom';
import { ApiRequestError } from '@/api/client';
import type { PublicPage } from '@/app/publicRoutes';
import { getBlogPostQueryOptions, getBlogPostsQueryOptions } from '@/features/content';
import { ARTICLES_SHOWN } from '@/features/site';
import { getNeighborhoodQueryOptions, getNeighborhoodsQueryOptions, neighborhoodListingsQuery } from '@/features/content';
import {
  getFeaturedPropertiesQueryOptions,
  getPropertiesQueryOptions,
  getPropertyHistoryQueryOptions,
  getPropertyQueryOptions,
  readListingFilters,
} from '@/features/listings';
import { getListingOpenHousesQueryOptions, getOpenHouseQueryOptions, getOpenHousesQueryOptions } from '@/features/openHouses';
import { getRecentSalesQueryOptions } from '@/features/listings';
import { getTestimonialsQueryOptions } from '@/features/content';

export interface PageDataContext {
  params: Params;
  search: URLSearchParams;
  data: PublicData;
  client: QueryClient;
}

type PageLoader = (context: PageDataContext) => Promise<unknown>;

/** The API's 404 for an item that is not there, as the page would have received it. */
const notFound = () => new ApiRequestError(404, JSON.stringify({ message: 'Not found' }), 'Not Found');

/** The repositories' 400, as for a next-page cursor that is not valid. */
const isBadRequest = (error: unknown) => (error as { status?: unknown }).status === 400;

/** A refusal as the page would have received it from the API: its status and `{message}`. */
const asAnswered = (error: unknown) => new ApiRequestError(400, JSON.stringify({ message: (error as Error).message }), 'Bad Request');

/** Stores a query's failure under its key, so the page renders its error state as in the browser. */
function fail(client: QueryClient, queryKey: QueryKey, error: Error): void {
  const query = client.getQueryCache().build(client, { queryKey });
  query.setState({ status: 'error', error, fetchStatus: 'idle' });
}

/**
 * Puts one query's answer in the cache under the key the page's hook reads (its query options'
 * key, which also types the answer). `null` (the item is not there) is stored as the API's 404,
 * so the page renders its Not Found state; a failure of the data itself fails the render.
 */
async function load<T>(client: QueryClient, queryKey: DataTag<QueryKey, T, Error>, read: () => Promise<T | null>): Promise<T | null> {
  const value = await read();
  if (value === null) {
    fail(client, queryKey, notFound());
    return null;
  }
  client.setQueryData(queryKey, value);
  return value;
}

/**
 * A page of a listing query, in the shape the page's infinite query keeps: the first, or the one
 * at `cursor` (the next-page link of the listing without JavaScript; a cursor that is not valid
 * gives the first page). A drawn area too large to search renders the page's error with the API's
 * words ("Draw a smaller area").
 */
async function loadListing(client: QueryClient, data: PublicData, query: PropertyListQuery, cursor?: string | null): Promise<void> {
  const { queryKey } = getPropertiesQueryOptions(query);
  const firstPage = () =>
    data.properties(query).catch((error: unknown) => {
      if (query.area && isBadRequest(error)) return asAnswered(error);
      throw error;
    });
  const page = await (cursor
    ? data.properties(query, cursor).catch((error: unknown) => {
        if (isBadRequest(error)) return firstPage();
        throw error;
      })
    : firstPage());
  if (page instanceof ApiRequestError) fail(client, queryKey, page);
  else client.setQueryData(queryKey, { pages: [page], pageParams: [undefined] });
}

/**
 * What each public page reads, loaded before it renders, under the same query keys as its hooks:
 * the page renders whole on the server, and the browser starts with the same data.
 */
const PAGE_DATA: Partial<Record<PublicPage, PageLoader>> = {
  HomePage: ({ client, data }) =>
    Promise.all([
      load(client, getFeaturedPropertiesQueryOptions().queryKey, () => data.featuredProperties()),
      load(client, getNeighborhoodsQueryOptions().queryKey, () => data.neighborhoods()),
      load(client, getTestimonialsQueryOptions().queryKey, () => data.testimonials()),
      load(client, getBlogPostsQueryOptions(ARTICLES_SHOWN).queryKey, () => data.blogPosts(ARTICLES_SHOWN)),
    ]),
  PropertiesPage: ({ client, data, search }) => loadListing(client, data, readListingFilters(search), search.get('cursor')),
  PropertyDetailPage: ({ client, data, params }) =>
    Promise.all([
      load(client, getPropertyQueryOptions(params.id ?? '').queryKey, () => data.property(params.id ?? '')),
      load(client, getPropertyHistoryQueryOptions(params.id ?? '').queryKey, () => data.propertyHistory(params.id ?? '')),
      load(client, getListingOpenHousesQueryOptions(params.id ?? '').queryKey, () => data.listingOpenHouses(params.id ?? '')),
    ]),
  SoldPage: ({ client, data }) => load(client, getRecentSalesQueryOptions().queryKey, () => data.sales()),
  OpenHousesPage: ({ client, data, params }) =>
    params.id
      ? load(client, getOpenHouseQueryOptions(params.id).queryKey, () => data.openHouse(params.id ?? ''))
      : load(client, getOpenHousesQueryOptions().queryKey, () => data.openHouses()),
  NeighborhoodsPage: ({ client, data }) => load(client, getNeighborhoodsQueryOptions().queryKey, () => data.neighborhoods()),
  NeighborhoodPage: async ({ client, data, params }) => {
    const neighborhood = await load(client, getNeighborhoodQueryOptions(params.id ?? '').queryKey, () =>
      data.neighborhood(params.id ?? ''),
    );
    if (neighborhood) {
      await Promise.all([
        loadListing(client, data, neighborhoodListingsQuery(neighborhood.name)),
        load(client, getRecentSalesQueryOptions().queryKey, () => data.sales()),
      ]);
    }
  },
  BlogPage: ({ client, data }) => load(client, getBlogPostsQueryOptions(BLOG_LIST_LIMIT).queryKey, () => data.blogPosts(BLOG_LIST_LIMIT)),
  BlogPostPage: ({ client, data, params }) =>
    Promise.all([
      load(client, getBlogPostQueryOptions(params.slug ?? '').queryKey, () => data.blogPost(params.slug ?? '')),
      load(client, getBlogPostsQueryOptions(BLOG_LIST_LIMIT).queryKey, () => data.blogPosts(BLOG_LIST_LIMIT)),
    ]),
};

export async function loadPageData(page: PublicPage, context: PageDataContext): Promise<void> {
  await PAGE_DATA[page]?.(context);
}
