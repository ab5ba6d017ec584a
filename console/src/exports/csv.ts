import type { CsvDefinition } from './columns';

/**
 * Every CSV file the console writes, in one place (no React here, so tests use it as it is): a UTF-8
 * byte-order mark so Excel opens Korean text, a header line, one line a row, cells quoted only when
 * they hold a comma, a quote or a line break (RFC 4180), lines ending in `\n`.
 *
 * Cells come from people outside the clinic (a request's name, a member's own name): a cell that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return is a formula to Excel and LibreOffice,
 * which could send the row's e-mail and phone to a link. Such a cell is written with a single quote
 * in front (OWASP's rule for CSV injection), whatever its column, so it opens as the text it was.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A value as the text of a cell: nothing for null, ISO time for a date, JSON for an object. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A cell's text that no spreadsheet runs as a formula: `=1+1` is written `'=1+1` (numbers like `-5` too). */
export function safeCell(value: unknown): string {
  const text = cellText(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell as CSV: quoted, with quotes doubled, when it holds a comma, a quote or a line break. */
function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (cells: unknown[]) => cells.map((cell) => quoted(safeCell(cell))).join(',');

/** The whole file: byte-order mark, the headers, then each row's cells in the headers' order. */
export function csvText(headers: string[], rows: unknown[][]): string {
  return '\uFEFF' + [line(headers), ...rows.map(line)].join('\n') + '\n';
}

/** Records as the CSV file of `csv` (personal-data exports), headers and cells in the console's language. */
export function csvOf(records: Array<Record<string, unknown>>, csv: CsvDefinition, translate: Translate): string {
  return csvText(
    csv.columns.map((column) => translate(column.header)),
    records.map((record) => csv.columns.map((column) => column.value(record, translate))),
  );
}
