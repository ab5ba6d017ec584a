/**
 * Console searches at three years of data, on MariaDB: a database of the section's own
 * (`clinic_bench_search`, dropped at the end) with the real migrations, seeded with 1,000,000
 * consultation requests, 300,000 members and 300,000 1:1 questions, then the console's list routes
 * called through the real Koa app on a local port with a staff token: requests by a full phone
 * number (typed with hyphens and without), by its last four digits, by a name and by an e-mail
 * address; members by name, e-mail and last four digits; the questions queue. Each figure is the
 * 95th percentile of RUNS calls after WARMUP calls (goal: 300 ms, the issue's). Then ten slow
 * searches at once (a phone number's first three digits over every request, a message over three
 * months), while `/api/health` and the main page are asked: both must answer 200.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { migrateLatest, openDatabase, toDbTime, type Database } from '../../api/src/db/index.ts';
import { benchDatabase, fmt, rowsOf, type Row } from './support.mts';
import { createNumbers, dropNumbers, staffToken, withSeeder } from './seeding.mts';

const DATABASE = 'clinic_bench_search';
const VOLUME = { users: 300_000, forms: 1_000_000, questions: 300_000 } as const;
const YEARS = 3;
const WARMUP = 3;
const RUNS = 20;
const TARGET_MS = 300;
const SECTION = 'console search on MariaDB (1M requests, 300k members)';
const SURNAMES_SQL = `'김','이','박','최','정','강','조','윤','장','임'`;

const row = rowsOf(SECTION);

/** A phone number of row n (spread over the whole range, as patients' numbers are). */
const phoneSql = (salt: number) => `CONCAT('010', LPAD((n * ${salt}) % 100000000, 8, '0'))`;
/** The same number computed here, to search for a row that is there. */
const phoneOf = (n: number, salt: number) => `010${String((n * salt) % 100_000_000).padStart(8, '0')}`;
const FORM_SALT = 7919;
const USER_SALT = 104729;

/** INSERT … SELECT over a table of numbers, 50,000 rows a statement; ids grow with time as in life. */
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
      SELECT n + 1, CONCAT('member', n), 'x', CONCAT(ELT(1 + n % 10, ${SURNAMES_SQL}), '회원', n), CONCAT('m', n, '@example.com'),
        ${phoneSql(USER_SALT)}, '["user"]', 'active', 'PERSON', n % 3 = 0, 'ko', ${at(VOLUME.users)}, ${at(VOLUME.users)}
      FROM bench_seq WHERE n >= ? AND n < ?`,
    forms: `INSERT INTO forms (name, phone, email, treatment, message, status, consents, locale, created_at, updated_at)
      SELECT CONCAT(ELT(1 + n % 10, ${SURNAMES_SQL}), '환자', n), ${phoneSql(FORM_SALT)}, CONCAT('p', n, '@example.com'),
        'clarivein', IF(n % 100 = 0, '주차할 곳이 있는지 궁금합니다.', '다리가 붓고 저립니다.'), ELT(1 + n % 3, 'new', 'in_progress', 'done'),
        '[]', 'ko', ${at(VOLUME.forms)}, ${at(VOLUME.forms)}
      FROM bench_seq WHERE n >= ? AND n < ?`,
    questions: `INSERT INTO questions (user_id, category, title, body, status, created_at, updated_at)
      SELECT 1 + (n * 7919) % ${VOLUME.users}, 'treatment', CONCAT('시술 후 문의 ', n), '문의 내용',
        IF(n % 20 = 0, 'waiting', 'answered'), ${at(VOLUME.questions)}, ${at(VOLUME.questions)}
      FROM bench_seq WHERE n >= ? AND n < ?`,
  };
  const BATCH = 50_000;
  for (const table of Object.keys(VOLUME) as Array<keyof typeof VOLUME>) {
    const started = Date.now();
    for (let from = 0; from < VOLUME[table]; from += BATCH)
      await knex.raw(statements[table], [from, Math.min(from + BATCH, VOLUME[table])]);
    console.log(`[console-search] ${fmt(VOLUME[table])} ${table} in ${fmt((Date.now() - started) / 1000, 1)} s`);
  }
  await dropNumbers(knex);
  for (const table of Object.keys(VOLUME)) await knex.raw('ANALYZE TABLE ??', [table]);
}

/** One call: status 200 or it throws; the time from request to the last byte. */
async function timed(url: string, token?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return ms;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

export async function consoleSearchSection(): Promise<Row[]> {
  const database = await benchDatabase(DATABASE);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-search-'));
  let db: Database | undefined;
  let server: Server | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      RENDER_MAX_PER_IP: '1000000',
    });
    db = openDatabase(config.databaseUrl, config.sqliteFile, config.dbPool);
    await migrateLatest(db);
    const seeding = Date.now();
    await withSeeder(database.url, seed);
    const seedSeconds = (Date.now() - seeding) / 1000;

    server = createServer(createApp({ config, db }).callback());
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const token = await staffToken(db.knex, origin);

    const list = (resource: string, filter: Record<string, unknown>) =>
      `${origin}/api/console/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["createdAt","DESC"]')}`;
    const formPhone = phoneOf(654_321, FORM_SALT);
    const hyphenated = `${formPhone.slice(0, 3)}-${formPhone.slice(3, 7)}-${formPhone.slice(7)}`;
    const userPhone = phoneOf(123_456, USER_SALT);
    const cases: Array<{ subject: string; url: string }> = [
      { subject: 'requests by phone, digits', url: list('forms', { q: formPhone }) },
      { subject: 'requests by phone, hyphenated', url: list('forms', { q: hyphenated }) },
      { subject: 'requests by the last four digits', url: list('forms', { q: formPhone.slice(-4) }) },
      { subject: 'requests by name', url: list('forms', { q: '박환자65432' }) },
      { subject: 'requests by e-mail', url: list('forms', { q: 'p654321@example.com' }) },
      { subject: 'members by name', url: list('users', { q: '김회원12345' }) },
      { subject: 'members by e-mail', url: list('users', { q: 'm123456@' }) },
      { subject: 'members by the last four digits', url: list('users', { q: userPhone.slice(-4) }) },
      { subject: 'requests, all (the list as it opens)', url: list('forms', {}) },
      { subject: 'requests at 신규', url: list('forms', { status: 'new' }) },
      { subject: 'members, all (the list as it opens)', url: list('users', {}) },
      { subject: 'questions queue (waiting)', url: list('center/questions', { status: 'waiting' }) },
      { subject: 'questions, all', url: list('center/questions', {}) },
      { subject: 'questions by member name', url: list('center/questions', { q: '김회원12' }) },
    ];
    const rows: Row[] = [
      row('seed', 'seeded in (s)', fmt(seedSeconds, 1)),
      ...Object.entries(VOLUME).map(([table, count]) => row('seed', table, fmt(count))),
    ];
    for (const c of cases) {
      for (let i = 0; i < WARMUP; i++) await timed(c.url, token);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timed(c.url, token));
      const p = p95(times);
      console.log(`[console-search] ${c.subject}: p95 ${fmt(p, 1)} ms, max ${fmt(Math.max(...times), 1)}`);
      rows.push(row(c.subject, `p95 of ${RUNS} (ms)`, fmt(p, 1), `≤ ${TARGET_MS}`, p <= TARGET_MS));
    }

    // Ten slow searches at once, while a load balancer and a visitor ask.
    const slow = [
      ...Array.from({ length: 5 }, () => list('forms', { q: '010' })),
      ...Array.from({ length: 5 }, () =>
        list('forms', { q: '주차', createdAt_gte: new Date(Date.now() - 90 * 86_400_000).toISOString() }),
      ),
    ];
    const searches = slow.map((url) =>
      fetch(url, { headers: { authorization: `Bearer ${token}` } }).then(async (r) => {
        await r.text();
        return r.status;
      }),
    );
    const health = await fetch(`${origin}/api/health`);
    const home = await fetch(`${origin}/`);
    await home.text();
    const statuses = await Promise.all(searches);
    rows.push(
      row('ten slow searches at once', '/api/health status', String(health.status), '200', health.status === 200),
      row('ten slow searches at once', '/ status', String(home.status), '200', home.status === 200),
      // A search past CONSOLE_QUERY_TIMEOUT_MS is stopped by the database and answers 503 (searchTooSlow).
      row(
        'ten slow searches at once',
        'searches answered',
        [...new Set(statuses)]
          .sort()
          .map((status) => `${status}×${statuses.filter((s) => s === status).length}`)
          .join(', '),
      ),
    );
    return rows;
  } finally {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await db?.knex.destroy();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
