const FORMULA_START = /^[=+\-@\t\r]/;

/** Spreadsheets run a cell that starts like a formula; a leading quote makes it plain text (every CSV the staff download). */
export const neutraliseFormula = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);
