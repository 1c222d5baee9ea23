import { Parser } from '@json2csv/plainjs';
import type { Lead } from '@estate/domain';

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
] as const satisfies readonly (keyof Lead)[];

const FORMULA_START = /^[=+\-@\t\r]/;

/** Spreadsheets run a cell that starts like a formula; a leading quote makes it plain text. */
export const neutraliseFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

const EOL = '\r\n';
const header = new Parser({ fields: [...LEAD_CSV_COLUMNS], eol: EOL });
const rowsOnly = new Parser({ fields: [...LEAD_CSV_COLUMNS], eol: EOL, header: false });

const csvRow = (lead: Lead) => Object.fromEntries(LEAD_CSV_COLUMNS.map((column) => [column, neutraliseFormula(lead[column] ?? '')]));

/** The CSV of the leads, a chunk per page: the header line, then each page's rows. */
export async function* leadsCsvChunks(pages: AsyncIterable<Lead[]>): AsyncGenerator<string> {
  yield header.parse([]);
  for await (const page of pages) yield EOL + rowsOnly.parse(page.map(csvRow));
}

/** `leads-YYYY-MM-DD.csv`, dated today (UTC, the function's clock). */
export const leadsCsvFileName = (now = new Date()) => `leads-${now.toISOString().slice(0, 10)}.csv`;
