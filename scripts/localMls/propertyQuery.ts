import { parseFilter, type RecordFilter } from './filter';
import { type FeedPosition } from './listingStore';
import { badQuery } from './odataError';
import { isPropertyField, type PropertyField } from './propertyRecord';

/** The largest pages the server gives, as MLS Grid documents them: fewer records when each carries its photos. */
export const MAX_TOP = 1000;
export const MAX_TOP_WITH_MEDIA = 100;

/** The one order the feed has; `$orderby` may name it, or its first key alone. */
const ORDERS = new Set([
  'ModificationTimestamp asc,ListingKey asc',
  'ModificationTimestamp asc',
  'ModificationTimestamp,ListingKey',
  'ModificationTimestamp',
]);

/** The query options a client may send; anything else starting with $ is refused. */
const OPTIONS = new Set(['$filter', '$select', '$top', '$expand', '$orderby', '$skiptoken']);

export interface PropertyQuery {
  filter: RecordFilter;
  select: PropertyField[] | undefined;
  top: number;
  expandMedia: boolean;
  /** Where the previous page stopped, how many pages came before (for the odd page sizes), and the generation it was written in. */
  continuation: Continuation | undefined;
}

export interface Continuation {
  after: FeedPosition;
  pagesBefore: number;
  generation: number;
}

const encodeToken = ({ after, pagesBefore, generation }: Continuation) =>
  Buffer.from(JSON.stringify([after.modifiedAt, after.listingKey, pagesBefore, generation])).toString('base64url');

function decodeToken(token: string): Continuation {
  try {
    const [modifiedAt, listingKey, pagesBefore, generation] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof modifiedAt === 'string' &&
      typeof listingKey === 'string' &&
      typeof pagesBefore === 'number' &&
      typeof generation === 'number'
    ) {
      return { after: { modifiedAt, listingKey }, pagesBefore, generation };
    }
  } catch {
    // Refused below, as any token this server did not write.
  }
  throw badQuery('$skiptoken is not one this server wrote: follow @odata.nextLink as given');
}

function parseSelect(text: string | null): PropertyField[] | undefined {
  if (text === null) return undefined;
  const fields = text.split(',').map((field) => field.trim());
  const unknown = fields.filter((field) => !isPropertyField(field));
  if (unknown.length > 0) throw badQuery(`$select: Property has no field ${unknown.join(', ')}`);
  return fields as PropertyField[];
}

function parseExpand(text: string | null): boolean {
  if (text === null) return false;
  if (text.trim() === 'Media') return true;
  throw badQuery(`$expand: only Media can be expanded, not ${text}`);
}

function parseTop(text: string | null, max: number): number {
  if (text === null) return max;
  const top = Number(text);
  if (!/^\d+$/.test(text) || top < 1) throw badQuery(`$top must be a whole number from 1, not ${text}`);
  if (top > max) throw badQuery(`$top may be at most ${max}${max === MAX_TOP_WITH_MEDIA ? ' with $expand=Media' : ''}`);
  return top;
}

export function parsePropertyQuery(params: URLSearchParams): PropertyQuery {
  for (const name of params.keys()) {
    if (name.startsWith('$') && !OPTIONS.has(name)) throw badQuery(`${name} is not supported by this server`);
  }
  const orderby = params.get('$orderby');
  if (
    orderby !== null &&
    !ORDERS.has(
      orderby
        .trim()
        .replace(/\s*,\s*/g, ',')
        .replace(/\s+/g, ' '),
    )
  ) {
    throw badQuery('$orderby: the feed is ordered by ModificationTimestamp asc,ListingKey asc only');
  }
  const expandMedia = parseExpand(params.get('$expand'));
  const skiptoken = params.get('$skiptoken');
  return {
    filter: parseFilter(params.get('$filter')),
    select: parseSelect(params.get('$select')),
    top: parseTop(params.get('$top'), expandMedia ? MAX_TOP_WITH_MEDIA : MAX_TOP),
    expandMedia,
    continuation: skiptoken === null ? undefined : decodeToken(skiptoken),
  };
}

/** The next page's URL: the same query, continued after `after`. */
export function nextLink(resourceUrl: string, params: URLSearchParams, continuation: Continuation): string {
  const next = new URLSearchParams(params);
  next.set('$skiptoken', encodeToken(continuation));
  return `${resourceUrl}?${next.toString()}`;
}
