/**
 * API throughput on MariaDB: the public reads the main page makes, loaded by autocannon, beside a
 * bare Koa app loaded the same way in the same run (the ratio is the figure). Everything runs on
 * 127.0.0.1; every run is bounded by autocannon's duration and a timeout around it.
 */
import { randomBytes } from 'node:crypto';
import { benchDatabase, fmt, load, rowsOf, startServer, startYardstick, type Load, type Row } from './support.mts';

/** The public reads of `/` (settings, counters, popups, main-page reviews): one run per URL, each paired with a bare run. */
const URLS = [
  '/api/v1/clinic/settings',
  '/api/v1/clinic/mains?code=all',
  '/api/v1/popups',
  '/api/v1/clinic/reviews?isMain=true',
];
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
/** What the site's API client sends from a browser: JSON, the page's language, compression. */
const HEADERS = { accept: 'application/json', 'accept-language': 'ko', 'accept-encoding': 'gzip, deflate, br' };
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 25;
const SECTION = `API on MariaDB (${CONNECTIONS} conn, ${DURATION_S} s each)`;

/** The measured run, after a short warm-up (JIT, pools, caches) when `warm`. */
async function measure(url: string, warm: boolean): Promise<Load> {
  if (warm) await load(url, { connections: 10, seconds: WARMUP_S, headers: HEADERS });
  const result = await load(url, { connections: CONNECTIONS, seconds: DURATION_S, headers: HEADERS });
  console.log(
    `[api] ${url}: ${fmt(result.rps)} req/s, p99 ${result.p99} ms, ${result.requests} requests, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  return result;
}

/** Checks that a URL answers 200 JSON before loading it, and says how big the answer is. */
async function check(url: string): Promise<void> {
  const response = await fetch(url, { headers: { accept: 'application/json', 'accept-language': 'ko' } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  JSON.parse(text);
  console.log(`[api] ${new URL(url).pathname}${new URL(url).search}: 200, ${Buffer.byteLength(text)} bytes of JSON`);
}

export async function apiSection(): Promise<Row[]> {
  const database = await benchDatabase(`clinic_bench_${randomBytes(4).toString('hex')}`);
  try {
    const server = await startServer({ databaseUrl: database.url });
    try {
      const bare = await startYardstick('bareKoa.mts');
      try {
        for (const url of URLS) await check(server.origin + url);
        await check(bare.origin + '/');
        // The bare app runs right before each URL, so both see the same machine (2 cores, whatever
        // else is running): the ratio of the pair is the figure, not either number alone.
        await load(bare.origin + '/', { connections: 10, seconds: WARMUP_S, headers: HEADERS });
        const rows: Row[] = [];
        for (const url of URLS) {
          const baseline = await measure(bare.origin + '/', false);
          const ours = await measure(server.origin + url, true);
          const ratio = ours.rps / baseline.rps;
          const failed = ours.non2xx + ours.errors + ours.timeouts + baseline.non2xx + baseline.errors;
          const row = (metric: string, value: string, target = '', met?: boolean) =>
            rowsOf(SECTION)(url, metric, value, target, met);
          rows.push(
            row('req/s', fmt(ours.rps)),
            row('req/s bare Koa (run just before)', fmt(baseline.rps)),
            row('ratio ours / bare', fmt(ratio, 2), `>= ${TARGET_RATIO}`, ratio >= TARGET_RATIO),
            row('p99 (ms)', fmt(ours.p99), `<= ${TARGET_P99_MS}`, ours.p99 <= TARGET_P99_MS),
            row('p99 bare Koa (ms)', fmt(baseline.p99)),
          );
          if (failed > 0) rows.push(row('failed requests (ours + bare)', fmt(failed), '0', false));
        }
        return rows;
      } finally {
        await bare.stop();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
