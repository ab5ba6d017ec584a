import { createServer } from 'node:http';
import { loadConfig } from './config.js';
import { openDatabase, pendingMigrations, withStartupTurn } from './db/index.js';
import { Server as NetServer } from 'node:net';
import { createApp } from './app.js';
import { openStorage } from './services/storage/open.js';
import { schedulePurge } from './modules/members/index.js';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from './http/rateLimit.js';
import { ResponseCache } from './http/cache.js';
import { shareInvalidations } from './http/cacheBus.js';
import { connectRedis, firstConnection } from './http/redis.js';
import { ensureDemoAdmin, seedDemoContent } from './seeds/demo.js';

/** How long, on shutdown, a kept-alive connection may stay idle before it is closed. */
const IDLE_GRACE_MS = 1000;

/** Stops a server listening, without the idle-connection closing http.Server's `close` adds. */
const netClose = NetServer.prototype.close;

/** Entry: config -> database -> migrate -> demo content -> listen; stops cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl, config.sqliteFile, config.dbPool);
  const storage = openStorage(config);
  // Copies started together take turns here (db/startup.ts): one migrates and seeds, the others
  // wait for it and then find nothing left to do.
  await withStartupTurn(db, { waitMs: config.migrateLockWaitMs, log: (line) => console.log(line) }, async (migrate) => {
    if (config.migrateOnStart) {
      const applied = await migrate();
      if (applied.length > 0) console.log(`[db] applied migrations: ${applied.join(', ')}`);
    } else {
      const pending = await pendingMigrations(db.knex);
      if (pending.length > 0)
        throw new Error(
          `${pending.length} migration(s) pending (${pending.join(', ')}) and MIGRATE_ON_START=false: ` +
            'run `npm run db:migrate` first, then start the server.',
        );
    }
    if (!config.seedDemo) return;
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
  });

  const log = (line: string) => console.error(line);
  // Three connections to Redis: counters fail fast when it is gone (limits count in memory then);
  // the bus publishes and subscribes, and drops every cache once it is subscribed again.
  const counterRedis = config.redisUrl ? connectRedis(config.redisUrl, 'clinic-counters', log) : undefined;
  const busRedis = config.redisUrl
    ? [0, 1].map((i) => connectRedis(config.redisUrl!, `clinic-cache-${i}`, log, { offlineQueue: true }))
    : [];
  await Promise.all([counterRedis, ...busRedis].map((redis) => redis && firstConnection(redis)));
  const counters: CounterStore = counterRedis ? new RedisCounterStore(counterRedis) : new MemoryCounterStore();
  // With Redis, a cache cleared on this copy is cleared on every other copy too.
  const cache = new ResponseCache();
  const [publisher, subscriber] = busRedis;
  if (publisher && subscriber)
    // Not awaited: with Redis down the subscription is made when it is back.
    void shareInvalidations(cache, publisher, subscriber).catch((err: unknown) =>
      log(`[redis] cache clears are not shared yet: ${err instanceof Error ? err.message : String(err)}`),
    );
  const lifecycle = { draining: false };
  const app = createApp({ config, db, counters, storage, cache, lifecycle });
  const stopPurge = schedulePurge(db.knex, { storage, requestRetentionDays: config.requestRetentionDays }, (line) =>
    console.log(line),
  );
  const handle = app.callback();
  const server = createServer((req, res) => {
    // While draining, every answer closes its connection: keep-alive clients move to another copy.
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    return handle(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    const where = db.dialect === 'sqlite' ? config.sqliteFile : 'MySQL/MariaDB';
    console.log(`[http] listening on http://localhost:${config.port} (database: ${where})`);
  });

  /**
   * Graceful shutdown: stop accepting connections (a new one is refused), answer every request
   * already made (health says 503 meanwhile, each answer closes its connection), close connections
   * that stay idle, and exit 0 once none is left or SHUTDOWN_DRAIN_MS has passed (what is still
   * open then is closed). The database and Redis are closed after the last answer.
   */
  const stop = (signal: string) => {
    if (lifecycle.draining) return;
    lifecycle.draining = true;
    const drainMs = config.shutdownDrainMs;
    console.log(`[http] ${signal}: finishing open requests (at most ${drainMs} ms)`);
    stopPurge();
    // net.Server's own close: stops listening without http.Server's closing of idle keep-alive
    // connections at this instant, when a client may be writing its next request on one.
    netClose.call(server, () => {
      clearTimeout(idle);
      clearTimeout(deadline);
      // Closing them may wait on a database or Redis that is gone: a second at most.
      const closed = Promise.allSettled([db.knex.destroy(), counters.close(), ...busRedis.map((r) => r.quit())]);
      void Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]).finally(() =>
        process.exit(0),
      );
    });
    // A connection that carries no request within a moment is closed; one that does gets its answer
    // (with `Connection: close`). Past the drain time, whatever is left is closed.
    const idle = setTimeout(() => server.closeIdleConnections(), Math.min(IDLE_GRACE_MS, drainMs));
    const deadline = setTimeout(() => {
      console.log(`[http] ${signal}: drain time over, closing the connections left`);
      server.closeAllConnections();
    }, drainMs);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
