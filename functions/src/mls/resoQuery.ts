import type { MlsSource } from '@estate/domain';

/** Replication reads in this order, so a cursor and a continuation name a place in it (MLS Grid's and Trestle's guidance). */
const ORDER = 'ModificationTimestamp asc,ListingKey asc';

/** An OData string literal: quoted, its quotes doubled. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

const propertyUrl = (source: MlsSource, query: Record<string, string>) => {
  const url = new URL(`${source.baseUrl.replace(/\/+$/, '')}/Property`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
};

/**
 * The first page of a replication: every record of the source's system (the first load), or
 * those modified at or after the cursor. At, not after: a crash between two pages whose records
 * share the cursor's timestamp must lose none of them, and a record read twice is found unchanged.
 * The cursor is written to the millisecond, rounded down, so the condition never skips a record.
 */
export function replicationUrl(source: MlsSource, cursor: string | null): string {
  const system = `OriginatingSystemName eq ${literal(source.originatingSystemName)}`;
  const since = cursor === null ? '' : ` and ModificationTimestamp ge ${new Date(Date.parse(cursor)).toISOString()}`;
  return propertyUrl(source, { $filter: `${system}${since}`, $orderby: ORDER, $top: String(source.pageSize), $expand: 'Media' });
}

/** The first page of the key reconciliation: every ListingKey of the source's system, the largest pages it serves. */
export function keysUrl(source: MlsSource, pageSize: number): string {
  return propertyUrl(source, {
    $filter: `OriginatingSystemName eq ${literal(source.originatingSystemName)}`,
    $select: 'ListingKey',
    $orderby: ORDER,
    $top: String(pageSize),
  });
}

/** One listing's record with fresh media URLs (signed ones expire before the photo worker may reach them). */
export function listingUrl(source: MlsSource, listingKey: string): string {
  return propertyUrl(source, {
    $filter: `OriginatingSystemName eq ${literal(source.originatingSystemName)} and ListingKey eq ${literal(listingKey)}`,
    $expand: 'Media',
  });
}
