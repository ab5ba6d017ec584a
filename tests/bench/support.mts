/**
 * Shared pieces of `npm run bench`: the row every section returns and the printed table; and, from
 * the modules beside it, free ports, child processes, the real server started as a child process (the
 * same command a person runs) on a database of the section's own, and autocannon load.
 */
export { freePort } from '../support/freePort.ts';
export { CHROMIUM, ROOT, ensureBuilt, run, sleep, startYardstick, stopChild } from './processes.mts';
export { startServer, type RunningServer } from './server.mts';
export { benchDatabase } from './database.mts';
export { load, type Load } from './load.mts';

/** One line of the printed table. `met` is printed, never asserted; undefined means "no target". */
export interface Row {
  section: string;
  subject: string;
  metric: string;
  value: string;
  target: string;
  met?: boolean;
}

/** Rows of one section: `row(subject, metric, value, target?, met?)`. */
export function rowsOf(section: string) {
  return (subject: string, metric: string, value: string, target = '', met?: boolean): Row => ({
    section,
    subject,
    metric,
    value,
    target,
    met,
  });
}

/** A section: one function that measures something and returns its rows. */
export interface Section {
  name: string;
  run: () => Promise<Row[]>;
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The rows as one aligned plain-text table. */
export function formatTable(rows: Row[]): string {
  const header = ['section', 'subject', 'metric', 'value', 'target', 'met'];
  const cells = rows.map((r) => [
    r.section,
    r.subject,
    r.metric,
    r.value,
    r.target,
    r.met === undefined ? '' : r.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const right = new Set([3]);
  const line = (c: string[]) =>
    c
      .map((v, i) => (right.has(i) ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const out = [line(header), rule];
  let previous = '';
  for (const [i, c] of cells.entries()) {
    if (i > 0 && rows[i]!.section !== previous) out.push('');
    previous = rows[i]!.section;
    out.push(line(c));
  }
  return out.join('\n');
}
