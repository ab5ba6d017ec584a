import { createServer } from 'node:http';
import { loadConfig } from './config.js';
import { migrateLatest, openDatabase } from './db/index.js';
import { Redis } from 'ioredis';
import path from 'node:path';
import { createApp } from './app.js';
import { LocalStorage } from './services/storage/index.js';
import { schedulePurge } from './modules/members/index.js';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from './http/rateLimit.js';
import { ResponseCache } from './http/cache.js';
import { shareInvalidations } from './http/cacheBus.js';
import { ensureDemoAdmin, seedDemoContent } from './seeds/demo.js';

/** Entry: config -> database -> migrate -> demo content -> listen; stops cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl, config.sqliteFile);
  const applied = await migrateLatest(db);
  if (applied.length > 0) console.log(`[db] applied migrations: ${applied.join(', ')}`);
  const storage = new LocalStorage(path.join(config.dataDir, 'uploads'));
  if (config.seedDemo) {
    const seeded = Object.entries(await seedDemoContent(db.knex, storage)).filter(([, n]) => n > 0);
    if (seeded.length > 0) console.log(`[db] demo content added: ${seeded.map(([k, n]) => `${k} ${n}`).join(', ')}`);
    const admin = await ensureDemoAdmin(db.knex, config);
    if (admin) {
      console.log('');
      console.log('  데모 관리자 계정을 만들었습니다 / demo staff account created:');
      console.log(`    username: ${admin.username}   password: ${admin.password}`);
      console.log('  운영 전에 `npm run admin:create`로 비밀번호를 바꾸세요 / change it before going live.');
      console.log('');
    }
  }

  const counters: CounterStore = config.redisUrl
    ? new RedisCounterStore(new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }))
    : new MemoryCounterStore();
  // With Redis, a cache cleared on this copy is cleared on every other copy too.
  const cache = new ResponseCache();
  const bus = config.redisUrl
    ? await shareInvalidations(cache, new Redis(config.redisUrl), new Redis(config.redisUrl))
    : undefined;
  const app = createApp({ config, db, counters, storage, cache });
  const stopPurge = schedulePurge(db.knex, (line) => console.log(line));
  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    const where = db.dialect === 'sqlite' ? config.sqliteFile : 'MySQL/MariaDB';
    console.log(`[http] listening on http://localhost:${config.port} (database: ${where})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[http] ${signal}: finishing open requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stopPurge();
    server.close(() => {
      Promise.allSettled([db.knex.destroy(), counters.close(), bus?.close()]).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
