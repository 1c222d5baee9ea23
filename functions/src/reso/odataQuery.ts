import { RESO_PAGE_SIZE } from '@estate/domain';
import { badRequest, notSupported } from './odataError';
import { parseFilter, type Comparison } from './odataFilter';
import { isPropertyField, ORDER_FIELDS, type OrderField, type PropertyField } from './resoFields';

/** What a request of GET /api/reso/Property asks for, checked. */
export interface ResoQuery {
  /** Listings per page: `$top`, else RESO_PAGE_SIZE.default. */
  top: number;
  /** Listings passed over before the first page (`$skip`); nextLink's pages follow their cursor instead. */
  skip: number;
  /** The fields each record holds (`$select`); every field when absent. */
  select?: PropertyField[];
  orderBy: { field: OrderField; direction: 'asc' | 'desc' };
  /** Comparisons every listing must meet (`$filter`). */
  filter: Comparison[];
  /** `$expand=Media`: each record with its photos. */
  expandMedia: boolean;
  /** Where the previous page ended (`$skiptoken` of @odata.nextLink), still opaque here. */
  skipToken?: string;
}

/** The query options the feed takes, in the order a nextLink writes them. */
export const QUERY_OPTIONS = ['$filter', '$select', '$expand', '$orderby', '$top', '$skip', '$skiptoken', '$format'] as const;
type QueryOption = (typeof QUERY_OPTIONS)[number];

const TAKES = `This feed takes ${QUERY_OPTIONS.join(', ')}.`;
const DEFAULT_ORDER = { field: 'ModificationTimestamp', direction: 'asc' } as const;
const WHOLE = /^\d+$/;

/** One option's value: each option once, as text. */
function single(name: string, value: unknown): string {
  if (Array.isArray(value)) throw badRequest(`${name} is given more than once`);
  if (typeof value !== 'string') throw badRequest(`${name} must be text`);
  return value;
}

const isQueryOption = (name: string): name is QueryOption => (QUERY_OPTIONS as readonly string[]).includes(name);

function parseTop(text: string): number {
  const top = WHOLE.test(text) ? Number(text) : NaN;
  if (!(top <= RESO_PAGE_SIZE.max)) throw badRequest(`$top must be a whole number from 0 to ${RESO_PAGE_SIZE.max}, not '${text}'`);
  return top;
}

function parseSkip(text: string): number {
  const skip = WHOLE.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(skip)) throw badRequest(`$skip must be a whole number from 0, not '${text}'`);
  return skip;
}

function parseSelect(text: string): PropertyField[] | undefined {
  const names = text.split(',').map((name) => name.trim());
  if (names.includes('*')) return undefined;
  const fields: PropertyField[] = [];
  for (const name of names) {
    if (name === '') throw badRequest(`$select has an empty field name: list fields separated by commas`);
    // `$select=ListingKey,Media` alongside `$expand=Media`, as OData clients write it.
    if (name === 'Media') continue;
    if (!isPropertyField(name)) throw badRequest(`$select names ${name}, which is not a field of Property`);
    if (!fields.includes(name)) fields.push(name);
  }
  return fields;
}

function parseOrderBy(text: string): ResoQuery['orderBy'] {
  const terms = text.split(',');
  if (terms.length > 1) throw notSupported(`$orderby takes one field: ${ORDER_FIELDS.join(' or ')}, then asc or desc`);
  const [field = '', direction = 'asc', ...more] = terms[0]!.trim().split(/\s+/);
  const lowerDirection = direction.toLowerCase();
  if (more.length > 0 || (lowerDirection !== 'asc' && lowerDirection !== 'desc'))
    throw badRequest(`$orderby is written 'Field asc' or 'Field desc', not '${text}'`);
  if (!(ORDER_FIELDS as readonly string[]).includes(field)) {
    const what = isPropertyField(field) ? notSupported : badRequest;
    throw what(`$orderby ${field || "''"} is not supported: order by ${ORDER_FIELDS.join(' or ')}`);
  }
  return { field: field as OrderField, direction: lowerDirection };
}

function parseExpand(text: string): boolean {
  const expansions = text.split(',').map((name) => name.trim());
  for (const name of expansions) {
    if (name.startsWith('Media('))
      throw notSupported(`Options inside $expand=Media(…) are not supported: $expand=Media gives every photo field`);
    if (name !== 'Media') throw notSupported(`$expand=${name} is not supported: $expand takes Media only`);
  }
  return true;
}

function checkFormat(text: string): void {
  if (!['json', 'application/json'].includes(text.toLowerCase().split(';')[0]!.trim()))
    throw notSupported(`$format=${text} is not supported: this feed answers JSON`);
}

/**
 * GET /api/reso/Property's query string as the feed reads it, or a 400 (OData's error body) that
 * names the option, field, operator or value it cannot answer.
 */
export function parseResoQuery(query: Record<string, unknown>): ResoQuery {
  const given = new Map<QueryOption, string>();
  for (const [name, value] of Object.entries(query)) {
    if (isQueryOption(name)) {
      given.set(name, single(name, value));
    } else if (name.startsWith('$')) {
      throw notSupported(`${name} is not supported. ${TAKES}`);
    } else if (name.startsWith('@')) {
      throw notSupported(`Parameter aliases (${name}) are not supported. ${TAKES}`);
    } else {
      throw badRequest(`Unknown query option '${name}'. ${TAKES}`);
    }
  }
  const text = (option: QueryOption) => given.get(option);
  const format = text('$format');
  if (format !== undefined) checkFormat(format);
  const top = text('$top');
  const skip = text('$skip');
  const select = text('$select');
  const orderBy = text('$orderby');
  const filter = text('$filter');
  const expand = text('$expand');
  const skipToken = text('$skiptoken');
  const selected = select === undefined ? undefined : parseSelect(select);
  return {
    top: top === undefined ? RESO_PAGE_SIZE.default : parseTop(top),
    skip: skip === undefined ? 0 : parseSkip(skip),
    ...(selected ? { select: selected } : {}),
    orderBy: orderBy === undefined ? { ...DEFAULT_ORDER } : parseOrderBy(orderBy),
    filter: filter === undefined ? [] : parseFilter(filter),
    expandMedia: expand === undefined ? false : parseExpand(expand),
    ...(skipToken === undefined ? {} : { skipToken }),
  };
}

/** The options of a query to carry into its nextLink: all but where the first page started. */
export function nextLinkOptions(query: Record<string, unknown>): [QueryOption, string][] {
  return QUERY_OPTIONS.filter((option) => option !== '$skip' && option !== '$skiptoken' && typeof query[option] === 'string').map(
    (option) => [option, query[option] as string],
  );
}
