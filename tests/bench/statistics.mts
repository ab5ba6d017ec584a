/**
 * Console statistics on 1,000,000 rows of activity, on MariaDB: a database of the section's own
 * (`clinic_bench_stats`, dropped at the end) with the real migrations, seeded with three years of
 * members, consultation requests, 1:1 questions and member reviews, then every statistics route
 * called through the real Koa app on a local port with a staff token. Each figure is the median of
 * RUNS calls after WARMUP calls. The goal (the issue's): each call answers in under 200 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { koreaToday } from '@clinic/contract';
import { createApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { migrateLatest, openDatabase, toDbTime, type Database } from '../../api/src/db/index.ts';
import { benchDatabase, fmt, rowsOf, type Row } from './support.mts';
import { createNumbers, dropNumbers, staffToken, withSeeder } from './seeding.mts';

const DATABASE = 'clinic_bench_stats';
/** Rows per table: 1,000,000 in all, written over the three years up to now. */
const VOLUME = { users: 400_000, forms: 300_000, questions: 150_000, member_reviews: 150_000 } as const;
const YEARS = 3;
/** One staff account in this many users: staff are not members, so the member counts skip them. */
const STAFF_EVERY = 8_000;
const WARMUP = 2;
const RUNS = 10;
const TARGET_MS = 200;
const SECTION = 'statistics on MariaDB (1,000,000 rows)';
const TREATMENTS_SQL = `'consult','clarivein','flebogrif','venaseal','rfa','laser','stripping','sclerotherapy','stockings'`;

const row = rowsOf(SECTION);

/**
 * 1,000,000 rows with INSERT … SELECT over a table of numbers, 50,000 rows a statement (each its
 * own transaction), on a connection with foreign key and unique checks off (the data is consistent
 * by construction: user ids are given, questions and reviews point at them).
 * Row n of a table is written at start + n/count of the span, so ids grow with time as in life.
 */
async function seed(knex: Knex): Promise<void> {
  const end = Date.now();
  const start = end - YEARS * 365.25 * 86_400_000;
  const spanSeconds = Math.floor((end - start) / 1000);
  const startSql = toDbTime(new Date(start));
  await createNumbers(knex, 6);
  const at = (count: number) =>
    `DATE_ADD('${startSql}', INTERVAL FLOOR(n * ${spanSeconds} / ${count}) SECOND) + INTERVAL ((n % 1000) * 1000) MICROSECOND`;
  const statements: Record<keyof typeof VOLUME, string> = {
    users: `INSERT INTO users (id, username, password_hash, name, email, phone, scopes, status, kind, marketing, locale, created_at, updated_at)
      SELECT n + 1, CONCAT('bench', n), 'x', CONCAT('회원', n), CONCAT('m', n, '@example.com'), NULL,
        IF(n % ${STAFF_EVERY} = 0, '["user","console"]', '["user"]'), IF(n % 50 = 0, 'withdrawn', 'active'),
        'PERSON', n % 3 = 0, 'ko', ${at(VOLUME.users)}, ${at(VOLUME.users)}
      FROM bench_seq WHERE n >= ? AND n < ?`,
    forms: `INSERT INTO forms (name, phone, email, treatment, message, status, consents, locale, created_at, updated_at)
      SELECT CONCAT('환자', n), '01012345678', '', ELT(1 + n % 9, ${TREATMENTS_SQL}), '상담 요청합니다.',
        ELT(1 + n % 3, 'new', 'in_progress', 'done'), '[]', 'ko', ${at(VOLUME.forms)}, ${at(VOLUME.forms)}
      FROM bench_seq WHERE n >= ? AND n < ?`,
    questions: `INSERT INTO questions (user_id, category, title, body, status, created_at, updated_at)
      SELECT 1 + (n * 7919) % ${VOLUME.users}, 'treatment', '문의', '문의 내용', IF(n % 20 = 0, 'waiting', 'answered'),
        ${at(VOLUME.questions)}, ${at(VOLUME.questions)}
      FROM bench_seq WHERE n >= ? AND n < ?`,
    member_reviews: `INSERT INTO member_reviews (product, user_id, title, content, treatment, images, status, created_at, updated_at)
      SELECT IF(n % 10 = 0, 'branch2', 'clinic'), 1 + (n * 104729) % ${VOLUME.users}, '후기', '후기 내용',
        ELT(1 + n % 9, ${TREATMENTS_SQL}), '[]', CASE n % 20 WHEN 0 THEN 'pending' WHEN 1 THEN 'rejected' ELSE 'approved' END,
        ${at(VOLUME.member_reviews)}, ${at(VOLUME.member_reviews)}
      FROM bench_seq WHERE n >= ? AND n < ?`,
  };
  const BATCH = 50_000;
  for (const table of Object.keys(VOLUME) as Array<keyof typeof VOLUME>) {
    const started = Date.now();
    for (let from = 0; from < VOLUME[table]; from += BATCH) {
      await knex.raw(statements[table], [from, Math.min(from + BATCH, VOLUME[table])]);
    }
    console.log(`[statistics] ${fmt(VOLUME[table])} ${table} in ${fmt((Date.now() - started) / 1000, 1)} s`);
  }
  await dropNumbers(knex);
  for (const table of Object.keys(VOLUME)) await knex.raw('ANALYZE TABLE ??', [table]);
}

/** One call: status 200 or it throws; answers the time from request to the last byte of JSON. */
async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  JSON.parse(text);
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function statisticsSection(): Promise<Row[]> {
  const database = await benchDatabase(DATABASE);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-stats-'));
  let db: Database | undefined;
  let server: Server | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      PUBLIC_SITE_DIR: path.join(dataDir, 'no-public-build'),
      CONSOLE_DIR: path.join(dataDir, 'no-console-build'),
    });
    db = openDatabase(config.databaseUrl, config.sqliteFile);
    await migrateLatest(db);
    const seeding = Date.now();
    // The seed runs on a connection of its own (session settings), then closes it.
    await withSeeder(database.url, seed);
    const seedSeconds = (Date.now() - seeding) / 1000;
    const total = Object.values(VOLUME).reduce((a, b) => a + b, 0);

    // A staff account of its own, logged in through the real routes.
    server = createServer(createApp({ config, db }).callback());
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const token = await staffToken(db.knex, origin);

    const today = koreaToday();
    const threeYearsAgo = `${Number(today.slice(0, 4)) - YEARS}${today.slice(4)}`;
    const cases: Array<{ subject: string; path: string }> = [
      { subject: 'summary', path: 'summary' },
      { subject: 'monthly, default 12 months', path: 'monthly' },
      { subject: `monthly, ${YEARS} years`, path: `monthly?from=${threeYearsAgo}&to=${today}` },
      { subject: 'daily, default 12 months', path: 'daily' },
      { subject: 'day-of-week, default 12 months', path: 'day-of-week' },
      { subject: `day-of-week, ${YEARS} years`, path: `day-of-week?from=${threeYearsAgo}&to=${today}` },
      { subject: 'treatments, default 12 months', path: 'treatments' },
      { subject: `treatments, ${YEARS} years`, path: `treatments?from=${threeYearsAgo}&to=${today}` },
    ];
    const rows: Row[] = [
      row(`${fmt(total)} rows`, 'seeded in (s)', fmt(seedSeconds, 1)),
      ...Object.entries(VOLUME).map(([table, count]) => row(`${fmt(total)} rows`, table, fmt(count))),
    ];
    for (const c of cases) {
      const url = `${origin}/api/console/statistics/${c.path}`;
      for (let i = 0; i < WARMUP; i++) await timed(url, token);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timed(url, token));
      const mid = median(times);
      console.log(
        `[statistics] ${c.path}: median ${fmt(mid, 1)} ms, min ${fmt(Math.min(...times), 1)}, max ${fmt(Math.max(...times), 1)}`,
      );
      rows.push(
        row(`/statistics/${c.subject}`, `median of ${RUNS} (ms)`, fmt(mid, 1), `< ${TARGET_MS}`, mid < TARGET_MS),
        row(`/statistics/${c.subject}`, `max of ${RUNS} (ms)`, fmt(Math.max(...times), 1)),
      );
    }
    return rows;
  } finally {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await db?.knex.destroy();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
