import { Redis } from 'ioredis';

/**
 * A connection to Redis (`REDIS_URL`) that never makes a request wait for Redis: while Redis cannot be
 * reached, a command fails at once (or after `commandTimeout` when Redis hangs) and its caller falls
 * back (rate limits count in memory, http/rateLimit.ts). It reconnects on its own; its errors are
 * logged once per outage, not once per retry.
 */
export function connectRedis(
  url: string,
  name: string,
  log: (line: string) => void,
  { offlineQueue = false }: { offlineQueue?: boolean } = {},
): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    enableOfflineQueue: offlineQueue,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (!down) log(`[redis] ${name}: ${err.message}; retrying`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) log(`[redis] ${name}: connected again`);
    down = false;
  });
  return redis;
}

/** Resolves once `redis` is ready or has failed once (the server starts either way). */
export function firstConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
  });
}
