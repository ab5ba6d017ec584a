import type { Knex } from 'knex';
import type { Config } from '../config.js';
import { toDbTime } from '../db/index.js';
import { hasStaffAccount, upsertAccount } from '../modules/auth/index.js';
import { demoNotices } from '../../../migrations/seeds/data/notices.js';

export const DEMO_ADMIN = { username: 'admin', password: 'clinic-demo-2026!' } as const;

/**
 * First-run demo content. Idempotent: a notice whose title already exists is left alone, so running
 * it again (`npm run db:seed`) only adds what is missing and never duplicates or overwrites.
 */
export async function seedDemoContent(knex: Knex): Promise<number> {
  const existing = new Set(
    (
      (await knex('notices')
        .whereIn(
          'title',
          demoNotices.map((n) => n.title),
        )
        .select('title')) as Array<{ title: string }>
    ).map((r) => r.title),
  );
  const now = toDbTime(new Date());
  const rows = demoNotices
    .filter((n) => !existing.has(n.title))
    .map((n) => ({
      title: n.title,
      body: n.body,
      pinned: n.pinned,
      published: true,
      published_at: toDbTime(new Date(n.publishedAt)),
      views: 0,
      created_at: now,
      updated_at: now,
    }));
  if (rows.length > 0) await knex('notices').insert(rows);
  return rows.length;
}

/**
 * A demo staff login so a first run can open the console; only when no staff account exists and
 * never in production (there `npm run admin:create` makes the first account).
 */
export async function ensureDemoAdmin(knex: Knex, config: Config): Promise<typeof DEMO_ADMIN | undefined> {
  if (config.env === 'production' || (await hasStaffAccount(knex))) return undefined;
  await upsertAccount(knex, { ...DEMO_ADMIN, name: '데모 관리자', scopes: ['user', 'console'] });
  return DEMO_ADMIN;
}
