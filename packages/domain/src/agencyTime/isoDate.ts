/**
 * Dates as the API takes them. Apart from the schemas (and yup): pages that only read dates, such
 * as a listing's lifecycle, do not load the validation library.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** '2026-03-01' or a full timestamp with its zone ('2026-03-01T09:00:00Z'), of a real calendar day. */
export function isIsoDate(value: string): boolean {
  const time = Date.parse(value);
  if (!ISO_DATE.test(value) || Number.isNaN(time)) return false;
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const calendarDay = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return calendarDay.getUTCMonth() === (month ?? 0) - 1 && calendarDay.getUTCDate() === day;
}
