/**
 * Lighthouse with its defaults (mobile form factor, simulated throttling) on pages of the built site
 * served by the real server, in Debian's Chromium started by chrome-launcher (no browser download).
 */
import { execFileSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
// Lighthouse's own choice of the representative run (by FCP and TTI), as its docs advise for variance.
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM, ensureBuilt, fmt, startServer, type Row } from './support.mts';

const PAGES = ['/', '/cost', '/surgery/venaseal', '/review'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  seo: 100,
  'best-practices': 100,
};
const SECTION = 'lighthouse (mobile)';
/** Bound for one page's Lighthouse run. */
const PAGE_TIMEOUT_MS = 90_000;
/**
 * Runs per page; the table shows the median run. One run on a shared 2-core machine swings by ten
 * points or more (the simulated timings are the observed main-thread work x 4), so one run proves little.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Up to three offending items of a failed audit, as short text (an element's HTML, a URL). */
function offenders(details: Result['audits'][string]['details']): string[] {
  if (!details || (details.type !== 'table' && details.type !== 'list')) return [];
  const items: unknown[] = details.items;
  return items.slice(0, 3).map((item) => {
    const record = (item ?? {}) as Record<string, unknown>;
    const node = record.node as { snippet?: string; selector?: string } | undefined;
    const source = record.sourceLocation as { url?: string } | undefined;
    const text =
      node?.snippet ??
      (typeof record.url === 'string' ? record.url : undefined) ??
      (source?.url ? `${source.url}: ${String(record.description ?? '')}` : undefined) ??
      JSON.stringify(record);
    return text.replace(/\s+/g, ' ').slice(0, 160);
  });
}

/** What Lighthouse holds against a page: failed audits of each category, metric values, savings. */
function findings(lhr: Result): string[] {
  const lines: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (id === 'performance' && ref.group !== 'metrics') continue;
      if (id !== 'performance' && ref.weight === 0 && audit.scoreDisplayMode !== 'binary') continue;
      const shown = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`${id}: ${ref.id} score ${audit.score}${shown}`);
      if (id !== 'performance') for (const item of offenders(audit.details)) lines.push(`  - ${item}`);
    }
  }
  for (const audit of Object.values(lhr.audits)) {
    const details = audit.details;
    if (!details || details.type !== 'opportunity') continue;
    const savings = details.overallSavingsMs ?? 0;
    if (savings > 0) lines.push(`opportunity: ${audit.id} saves ~${fmt(savings)} ms`);
  }
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  if (lcpElement && lcpElement.type === 'list') {
    for (const item of lcpElement.items) {
      if (item.type !== 'table') continue;
      for (const entry of item.items) {
        const node = entry.node;
        if (node && typeof node === 'object' && 'type' in node && node.type === 'node')
          lines.push(`LCP element: ${node.snippet ?? node.selector ?? '?'}`);
        else if (typeof entry.phase === 'string' && typeof entry.timing === 'number')
          lines.push(`LCP phase ${entry.phase}: ${fmt(entry.timing)} ms`);
      }
    }
  }
  for (const warning of lhr.runWarnings) lines.push(`warning: ${warning}`);
  return lines;
}

/** Whether fontconfig knows a Korean font (phones all have one; a bare server often has none). */
function hasKoreanFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

export async function lighthouseSection(): Promise<Row[]> {
  await ensureBuilt();
  if (!hasKoreanFont())
    console.log(
      '[lighthouse] no Korean font on this machine (apt-get install fonts-noto-cjk): Chromium searches every ' +
        'font for Hangul on each layout, which no phone does, and the scores come out lower than on a phone',
    );
  const server = await startServer({ site: true });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const rows: Row[] = [];
  let failed = 0;
  try {
    for (const page of PAGES) {
      try {
        rows.push(...(await audit(chrome.port, server.origin, page)));
      } catch (err) {
        failed += 1;
        const message = err instanceof Error ? err.message : String(err);
        console.error(`[lighthouse] ${page} failed: ${message}`);
        rows.push({ section: SECTION, subject: page, metric: 'FAILED', value: '', target: message.slice(0, 120) });
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  if (failed === PAGES.length) throw new Error('Lighthouse failed on every page');
  return rows;
}

async function audit(port: number, origin: string, page: string): Promise<Row[]> {
  const rows: Row[] = [];
  const url = origin + page;
  const started = Date.now();
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await withTimeout(
      lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      }),
      PAGE_TIMEOUT_MS,
      `Lighthouse on ${page}`,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${page}: ${result.lhr.runtimeError.message}`);
    runs.push(result.lhr);
  }
  const lhr = computeMedianRun(runs);
  const spread = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).sort((a, b) => a - b);
  console.log(
    `[lighthouse] ${page} (${RUNS} runs, ${fmt((Date.now() - started) / 1000, 1)} s, performance of each run ` +
      `${spread.join(', ')}; the median run follows, final ${lhr.finalDisplayedUrl})`,
  );
  for (const line of findings(lhr)) console.log(`[lighthouse]   ${line}`);
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    const value = score === null || score === undefined ? undefined : Math.round(score * 100);
    rows.push({
      section: SECTION,
      subject: page,
      metric: id,
      value: value === undefined ? 'n/a' : String(value),
      target: TARGETS[id] === 100 ? '100' : `>= ${TARGETS[id]}`,
      met: value === undefined ? false : value >= TARGETS[id],
    });
  }
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  const tbt = lhr.audits['total-blocking-time']?.numericValue;
  rows.push({
    section: SECTION,
    subject: page,
    metric: 'LCP (ms)',
    value: lcp === undefined ? 'n/a' : fmt(lcp),
    target: '',
  });
  rows.push(
    {
      section: SECTION,
      subject: page,
      metric: 'TBT (ms)',
      value: tbt === undefined ? 'n/a' : fmt(tbt),
      target: '',
    },
    {
      // Lighthouse's CPU speed score of this machine during the run: background load lowers it and
      // inflates the simulated TBT (observed main-thread time x 4), so read the scores beside it.
      section: SECTION,
      subject: page,
      metric: 'CPU benchmarkIndex',
      value: fmt(lhr.environment.benchmarkIndex),
      target: '',
    },
  );
  return rows;
}
