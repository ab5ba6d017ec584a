/**
 * Public pages as the server renders and keeps them. Two figures a page:
 * - served from the page cache, loaded by autocannon at 50 connections beside a plain Koa app serving
 *   the very same HTML bytes as a static file (staticKoa.mts, the run just before): the ratio is the
 *   figure (goal >= 0.8x);
 * - a cache miss: the time to render, one request at a time, of URLs not kept yet (goal p95 <= 30 ms).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { openDatabase } from '../../api/src/db/index.ts';
import { upsertAccount } from '../../api/src/modules/auth/index.ts';
import {
  ensureBuilt,
  fmt,
  load,
  rowsOf,
  startServer,
  startYardstick,
  type Load,
  type Row,
  type RunningServer,
} from './support.mts';

const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
/** What a browser sends for a page. */
const HEADERS = { accept: 'text/html', 'accept-language': 'ko', 'accept-encoding': 'gzip, deflate, br' };
const TARGET_RATIO = 0.8;
const TARGET_MISS_P95_MS = 30;
const MISSES = 40;
const SECTION = `pages (${CONNECTIONS} conn, ${DURATION_S} s each)`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function measure(url: string): Promise<Load> {
  await load(url, { connections: 10, seconds: WARMUP_S, headers: HEADERS });
  const result = await load(url, { connections: CONNECTIONS, seconds: DURATION_S, headers: HEADERS });
  console.log(
    `[pages] ${url}: ${fmt(result.rps)} req/s, p99 ${result.p99} ms, ${result.requests} requests, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  return result;
}

/**
 * A bench staff account (written into the server's SQLite file) and a function that makes every
 * kept page a miss: the clinic's settings written back unchanged through the console (every page
 * shows them, so the write drops them all), as a real edit would.
 */
async function pageDropper(server: RunningServer): Promise<() => Promise<void>> {
  const db = openDatabase(undefined, path.join(server.dataDir, 'clinic.sqlite'));
  const password = 'Bench-pass-2026!';
  try {
    await upsertAccount(db.knex, { username: 'benchpages1', password, scopes: ['user', 'console'] });
  } finally {
    await db.knex.destroy();
  }
  const basic = 'Basic ' + Buffer.from(`benchpages1:${password}`).toString('base64');
  const refresh = (await (
    await fetch(`${server.origin}/api/auth/refreshToken`, { headers: { authorization: basic } })
  ).json()) as { refreshToken: string };
  const access = (await (
    await fetch(`${server.origin}/api/auth/accessToken`, {
      headers: { authorization: `Bearer ${refresh.refreshToken}` },
    })
  ).json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${access.accessToken}`, 'content-type': 'application/json' };
  const url = `${server.origin}/api/console/setting/clinic`;
  return async () => {
    const settings = await (await fetch(url, { headers })).text();
    const put = await fetch(url, { method: 'PUT', headers, body: settings });
    if (!put.ok) throw new Error(`the settings write answered ${put.status}`);
  };
}

/** Milliseconds to answer `url` `runs` times, each just after `dropPages` (not timed), one at a time. */
async function missTimes(url: string, runs: number, dropPages: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await dropPages();
    const started = performance.now();
    const response = await fetch(url, { headers: HEADERS });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.headers.get('x-cache') !== 'miss') throw new Error(`${url} was not a cache miss`);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  return times.sort((a, b) => a - b);
}

export async function pagesSection(): Promise<Row[]> {
  await ensureBuilt();
  const server = await startServer({ site: true });
  const staticDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-static-'));
  try {
    // A notice page, by the first notice the list gives.
    const list = (await (await fetch(`${server.origin}/api/v1/center/notifications?perPage=1`)).json()) as {
      notifications: Array<{ id: number }>;
    };
    const pages = ['/', '/cost', `/center/notice/${list.notifications[0]!.id}`];

    // The same bytes as static files, with their compressed twins.
    mkdirSync(staticDir, { recursive: true });
    for (const p of pages) {
      const response = await fetch(server.origin + p, {
        headers: { accept: 'text/html', 'accept-encoding': 'identity' },
      });
      if (response.status !== 200) throw new Error(`${p} answered ${response.status}`);
      const html = Buffer.from(await response.arrayBuffer());
      const name = p === '/' ? 'index' : p.slice(1).replace(/\//g, '_');
      writeFileSync(path.join(staticDir, `${name}.html`), html);
      writeFileSync(path.join(staticDir, `${name}.html.br`), brotliCompressSync(html));
      writeFileSync(path.join(staticDir, `${name}.html.gz`), gzipSync(html));
      console.log(`[pages] ${p}: ${html.length} bytes of HTML`);
    }

    const rows: Row[] = [];
    const row = rowsOf(SECTION);
    const yardstick = await startYardstick('staticKoa.mts', { STATIC_DIR: staticDir });
    try {
      for (const p of pages) {
        const baseline = await measure(yardstick.origin + p);
        const ours = await measure(server.origin + p);
        const ratio = ours.rps / baseline.rps;
        const failed = ours.non2xx + ours.errors + ours.timeouts + baseline.non2xx + baseline.errors;
        rows.push(
          row(p, 'req/s from the page cache', fmt(ours.rps)),
          row(p, 'req/s same bytes, static file (run just before)', fmt(baseline.rps)),
          row(p, 'ratio ours / static', fmt(ratio, 2), `>= ${TARGET_RATIO}`, ratio >= TARGET_RATIO),
          row(p, 'p99 (ms)', fmt(ours.p99)),
          row(p, 'p99 static (ms)', fmt(baseline.p99)),
        );
        if (failed > 0) rows.push(row(p, 'failed requests (ours + static)', fmt(failed), '0', false));
      }
    } finally {
      await yardstick.stop();
    }

    // Cache misses: a query string the pages ignore no longer makes a new page (it is left out of
    // the page's cache key), so each timed request follows a write that drops the kept pages.
    const dropPages = await pageDropper(server);
    for (const p of pages) {
      const times = await missTimes(server.origin + p, MISSES, dropPages);
      const p95 = percentile(times, 0.95);
      rows.push(
        row(p, `render of a cache miss, p50 (ms, ${MISSES} runs)`, fmt(percentile(times, 0.5), 1)),
        row(p, 'render of a cache miss, p95 (ms)', fmt(p95, 1), `<= ${TARGET_MISS_P95_MS}`, p95 <= TARGET_MISS_P95_MS),
      );
    }
    return rows;
  } finally {
    rmSync(staticDir, { recursive: true, force: true });
    await server.stop();
  }
}
