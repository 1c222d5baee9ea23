import { type Continuations } from './continuations';
import { listingMedia } from './listingMedia';
import { type ListingStore } from './listingStore';
import { type MediaUrls } from './mediaUrls';
import { ODataError } from './odataError';
import { type PropertyRecord } from './propertyRecord';
import { nextLink, parsePropertyQuery, type PropertyQuery } from './propertyQuery';

export interface PropertyResource {
  store: ListingStore;
  mediaUrls: MediaUrls;
  /** The service root, `{origin}/odata`. */
  baseUrl: string;
  /** Page sizes the server gives in turn, whatever `$top` allows: pages of odd sizes, not all full. */
  pageSizes: readonly number[] | undefined;
  continuations: Continuations;
  /** Fields without a value are left out of a record rather than sent as null. */
  omitNullFields: boolean;
}

type Shaped = Partial<PropertyRecord> & { Media?: ReturnType<typeof listingMedia> };

function shape(record: PropertyRecord, query: Pick<PropertyQuery, 'select' | 'expandMedia'>, resource: PropertyResource): Shaped {
  const fields: [string, unknown][] = query.select ? query.select.map((field) => [field, record[field]]) : Object.entries(record);
  const shaped: Shaped = Object.fromEntries(resource.omitNullFields ? fields.filter(([, value]) => value !== null) : fields);
  if (query.expandMedia) shaped.Media = listingMedia(record, (key) => resource.mediaUrls.urlFor(key));
  return shaped;
}

/** `GET /Property`: a page of the feed, in its order, with the link to the next while more match. */
export function propertyPage(params: URLSearchParams, resource: PropertyResource): unknown {
  const query = parsePropertyQuery(params);
  const generation = resource.continuations.current;
  if (query.continuation && query.continuation.generation !== generation) {
    throw new ODataError(410, 'Gone', 'This continuation has expired: start the query again from its first page');
  }
  const pagesBefore = query.continuation?.pagesBefore ?? 0;
  const { pageSizes } = resource;
  const limit = pageSizes && pageSizes.length > 0 ? Math.min(query.top, pageSizes[pagesBefore % pageSizes.length]!) : query.top;
  const page = resource.store.page(query.filter, query.continuation?.after, limit);
  const resourceUrl = `${resource.baseUrl}/Property`;
  return {
    '@odata.context': `${resource.baseUrl}/$metadata#Property`,
    value: page.records.map((record) => shape(record, query, resource)),
    ...(page.next && { '@odata.nextLink': nextLink(resourceUrl, params, { after: page.next, pagesBefore: pagesBefore + 1, generation }) }),
  };
}

/** `GET /Property('key')`: one record, with `$select` and `$expand=Media`. */
export function propertyEntity(key: string, params: URLSearchParams, resource: PropertyResource): unknown {
  const query = parsePropertyQuery(params);
  const record = resource.store.get(key);
  if (!record) throw new ODataError(404, 'NotFound', `No Property has the ListingKey ${key}`);
  return { '@odata.context': `${resource.baseUrl}/$metadata#Property/$entity`, ...shape(record, query, resource) };
}
