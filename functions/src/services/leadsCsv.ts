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

const parser = new Parser({ fields: [...LEAD_CSV_COLUMNS], eol: '\r\n' });

export function leadsToCsv(leads: Lead[]): string {
  const rows = leads.map((lead) => Object.fromEntries(LEAD_CSV_COLUMNS.map((column) => [column, neutraliseFormula(lead[column] ?? '')])));
  return parser.parse(rows);
}

/** `leads-YYYY-MM-DD.csv`, dated today (UTC, the function's clock). */
export const leadsCsvFileName = (now = new Date()) => `leads-${now.toISOString().slice(0, 10)}.csv`;
