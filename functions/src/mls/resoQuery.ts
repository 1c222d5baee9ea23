import type { MlsSource } from '@estate/domain';

/** An OData string literal: quoted, its quotes doubled. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Conditions joined by `and`, after the source's system where it names one; no `$filter` at all when there are none (a one-MLS feed's first load). */
function filterOf(source: MlsSource, ...conditions: string[]): Record<string, string> {
  const system = source.originatingSystemName === undefined ? [] : [`OriginatingSystemName eq ${literal(source.originatingSystemName)}`];
  const all = [...system, ...conditions];
  return all.length === 0 ? {} : { $filter: all.join(' and ') };
}

const propertyUrl = (source: MlsSource, query: Record<string, string>) => {
  const url = new URL(`${source.baseUrl.replace(/\/+$/, '')}/Property`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
};

/**
 * The first page of a replication: every record of the source's system (the first load), or
 * those modified at or after the cursor, in the source's order (oldest change first), so a cursor
 * and a continuation name a place in it. At, not after: a crash between two pages whose records
 * share the cursor's timestamp must lose none of them, and a record read twice is found unchanged.
 * The cursor is written to the millisecond, rounded down, so the condition never skips a record.
 */
export function replicationUrl(source: MlsSource, cursor: string | null): string {
  const since = cursor === null ? [] : [`ModificationTimestamp ge ${new Date(Date.parse(cursor)).toISOString()}`];
  return propertyUrl(source, { ...filterOf(source, ...since), $orderby: source.orderBy, $top: String(source.pageSize), $expand: 'Media' });
}

/** The first page of the key reconciliation: every ListingKey of the source's system, in the source's key pages. */
export function keysUrl(source: MlsSource): string {
  return propertyUrl(source, { ...filterOf(source), $select: 'ListingKey', $orderby: source.orderBy, $top: String(source.keysPageSize) });
}

/** One listing's record with fresh media URLs (signed ones expire before the photo worker may reach them). */
export function listingUrl(source: MlsSource, listingKey: string): string {
  return propertyUrl(source, { ...filterOf(source, `ListingKey eq ${literal(listingKey)}`), $expand: 'Media' });
}
