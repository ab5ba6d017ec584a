/**
 * `npm run bench`: measures speed and prints one table. Goals are printed beside the figures, never
 * asserted; the exit code is non-zero only when a section could not measure at all.
 *
 * A section is one function returning rows (support.mts `Row`): add one by writing it in its own
 * file and listing it in SECTIONS. `npm run bench -- api lighthouse` runs only the named sections.
 */
import os from 'node:os';
import { apiSection } from './api.mts';
import { consoleSection } from './console.mts';
import { consoleSearchSection } from './consoleSearch.mts';
import { firstLoadJsSection } from './firstLoadJs.mts';
import { lighthouseSection } from './lighthouse.mts';
import { pagesSection } from './pages.mts';
import { statisticsSection } from './statistics.mts';
import { formatTable, fmt, type Row, type Section } from './support.mts';

const SECTIONS: Section[] = [
  { name: 'lighthouse', run: lighthouseSection },
  { name: 'first-load-js', run: firstLoadJsSection },
  { name: 'console', run: consoleSection },
  { name: 'api', run: apiSection },
  { name: 'pages', run: pagesSection },
  { name: 'statistics', run: statisticsSection },
  { name: 'console-search', run: consoleSearchSection },
];

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !SECTIONS.some((s) => s.name === name));
  if (unknown.length > 0) {
    console.error(`unknown section(s): ${unknown.join(', ')}; known: ${SECTIONS.map((s) => s.name).join(', ')}`);
    return 2;
  }
  const chosen = wanted.length > 0 ? SECTIONS.filter((s) => wanted.includes(s.name)) : SECTIONS;
  const rows: Row[] = [];
  let failures = 0;
  const startedAll = Date.now();
  const loadBefore = os.loadavg()[0]!;
  for (const section of chosen) {
    const started = Date.now();
    console.log(`[bench] ${section.name}…`);
    try {
      rows.push(...(await section.run()));
    } catch (err) {
      failures += 1;
      const message = err instanceof Error ? err.message : String(err);
      console.error(`[bench] ${section.name} failed: ${err instanceof Error ? (err.stack ?? message) : message}`);
      rows.push({
        section: section.name,
        subject: 'FAILED',
        metric: message.split('\n')[0]!.slice(0, 120),
        value: '',
        target: '',
      });
    }
    console.log(`[bench] ${section.name} took ${fmt((Date.now() - started) / 1000, 1)} s`);
  }
  console.log('');
  console.log(formatTable(rows));
  console.log('');
  console.log(`[bench] ${fmt((Date.now() - startedAll) / 1000, 1)} s in all; goals are printed, not asserted.`);
  console.log(
    `[bench] 1-min load average ${fmt(loadBefore, 2)} before, ${fmt(os.loadavg()[0]!, 2)} after, on ` +
      `${os.cpus().length} cores: other work on the machine lowers every figure.`,
  );
  return failures > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
