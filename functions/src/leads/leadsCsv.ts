import { Parser } from '@json2csv/plainjs';
import type { Lead } from '@estate/domain';
import { neutraliseFormula } from '../platform';

/** Every lead field, in the order the export shows them. */
export const LEAD_CSV_COLUMNS = [
  'id',
  'createdAt',
  'name',
  'email',
  'phone',
  'interest',
  'source',
  'message',
  'investmentGoals',
  'propertyId',
  'preferredDate',
  'preferredTime',
  'status',
] as const satisfies readonly (keyof Lead)[];

/** After the lead's own fields, its owner's name and how fast staff first answered. */
export const LEAD_CSV_PIPELINE_COLUMNS = ['owner', 'firstResponseAt', 'firstResponseMinutes'] as const;
const ALL_COLUMNS = [...LEAD_CSV_COLUMNS, ...LEAD_CSV_PIPELINE_COLUMNS];

const EOL = '\r\n';
const header = new Parser({ fields: ALL_COLUMNS, eol: EOL });
const rowsOnly = new Parser({ fields: ALL_COLUMNS, eol: EOL, header: false });

/** Whole minutes from the lead's arrival to the first response; empty before there is one. */
const firstResponseMinutes = (lead: Lead) =>
  lead.firstResponseAt ? String(Math.round((Date.parse(lead.firstResponseAt) - Date.parse(lead.createdAt)) / 60_000)) : '';

function csvRow(lead: Lead, ownerName: (id: string) => string) {
  const pipeline = {
    owner: lead.ownerId ? ownerName(lead.ownerId) : '',
    firstResponseAt: lead.firstResponseAt ?? '',
    firstResponseMinutes: firstResponseMinutes(lead),
  };
  return Object.fromEntries([
    ...LEAD_CSV_COLUMNS.map((column) => [column, neutraliseFormula(lead[column] ?? '')]),
    ...LEAD_CSV_PIPELINE_COLUMNS.map((column) => [column, neutraliseFormula(pipeline[column])]),
  ]);
}

/**
 * The CSV of the leads, a chunk per page: the header line, then each page's rows. `ownerName`
 * names a staff account by its id (the id itself for an account deleted since).
 */
export async function* leadsCsvChunks(
  pages: AsyncIterable<Lead[]>,
  ownerName: (id: string) => string = (id) => id,
): AsyncGenerator<string> {
  yield header.parse([]);
  for await (const page of pages) yield EOL + rowsOnly.parse(page.map((lead) => csvRow(lead, ownerName)));
}

/** `leads-YYYY-MM-DD.csv`, dated today (UTC, the function's clock). */
export const leadsCsvFileName = (now = new Date()) => `leads-${now.toISOString().slice(0, 10)}.csv`;
