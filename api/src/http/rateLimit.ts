import { systemClock, type Clock } from '../clock.js';
import { apiError } from './errors.js';

/**
 * Fixed-window counters. In memory for one process; in Redis (`REDIS_URL`) when several copies run
 * behind a load balancer, so that every copy sees the same counts.
 */
export interface CounterStore {
  /** The clock `resetAt` is read on (the app's: a test moves it instead of waiting for a window to end). */
  readonly clock: Clock;
  /** Adds one to `key` and answers the count in the current window and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** The count in the current window without adding to it (0 when there is none). */
  peek(key: string): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private sweeps = 0;

  constructor(readonly clock: Clock = systemClock) {}

  async hit(key: string, windowMs: number) {
    const now = this.clock.now();
    if (++this.sweeps % 1000 === 0) {
      for (const [k, v] of this.counters) if (v.resetAt <= now) this.counters.delete(k);
    }
    const current = this.counters.get(key);
    if (!current || current.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      this.counters.set(key, fresh);
      return fresh;
    }
    current.count += 1;
    return current;
  }

  async peek(key: string) {
    const current = this.counters.get(key);
    const now = this.clock.now();
    if (!current || current.resetAt <= now) return { count: 0, resetAt: now };
    return { count: current.count, resetAt: current.resetAt };
  }

  async reset(key: string) {
    this.counters.delete(key);
  }

  async close() {
    this.counters.clear();
  }
}

/** The part of an ioredis client the store uses. */
export interface RedisLike {
  multi(): {
    incr(key: string): unknown;
    get(key: string): unknown;
    pexpire(key: string, ms: number, mode: 'NX'): unknown;
    pttl(key: string): unknown;
    exec(): Promise<Array<[Error | null, unknown]> | null>;
  };
  del(key: string): Promise<number>;
  quit(): Promise<unknown>;
}

/**
 * Counters in Redis, shared by every copy of the server. While Redis cannot be reached (a command
 * fails: refused, timed out) the counts go to this process's memory instead, so a limit still holds
 * per copy, a request never fails for it and a 429 still says when to retry. The switch is logged
 * once each way, not per request; back on Redis, the counts continue there.
 */
export class RedisCounterStore implements CounterStore {
  private readonly memory: MemoryCounterStore;
  private down = false;

  /**
   * Redis ends a window itself (the key's expiry); `clock` reads `resetAt` from the time it has left,
   * and counts the windows of an outage in memory.
   */
  constructor(
    private readonly redis: RedisLike,
    private readonly prefix = 'clinic:rl:',
    private readonly log: (line: string) => void = (line) => console.error(line),
    readonly clock: Clock = systemClock,
  ) {
    this.memory = new MemoryCounterStore(clock);
  }

  /** `remote` on Redis; `local` in memory when Redis fails. */
  private async either<T>(remote: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    let value: T;
    try {
      value = await remote();
    } catch (err) {
      if (!this.down) {
        const reason = err instanceof Error ? err.message : String(err);
        this.log(`[rate-limit] Redis cannot be reached (${reason}): counting in this process's memory until it can`);
      }
      this.down = true;
      return local();
    }
    if (this.down) this.log('[rate-limit] Redis answers again: counting in Redis');
    this.down = false;
    return value;
  }

  /** Runs a transaction; any failed command fails it (a reply error is not a count). */
  private async exec(tx: ReturnType<RedisLike['multi']>): Promise<unknown[]> {
    const results = await tx.exec();
    if (!results) throw new Error('transaction aborted');
    for (const [err] of results) if (err) throw err;
    return results.map(([, value]) => value);
  }

  hit(key: string, windowMs: number) {
    return this.either(
      async () => {
        const k = this.prefix + key;
        const tx = this.redis.multi();
        tx.incr(k);
        tx.pexpire(k, windowMs, 'NX');
        tx.pttl(k);
        const results = await this.exec(tx);
        const count = Number(results[0] ?? 1);
        const ttl = Number(results[2] ?? windowMs);
        return { count, resetAt: this.clock.now() + (ttl > 0 ? ttl : windowMs) };
      },
      () => this.memory.hit(key, windowMs),
    );
  }

  peek(key: string) {
    return this.either(
      async () => {
        const k = this.prefix + key;
        const tx = this.redis.multi();
        tx.get(k);
        tx.pttl(k);
        const results = await this.exec(tx);
        const count = Number(results[0] ?? 0);
        const ttl = Number(results[1] ?? -2);
        // A key without expiry (pttl -1) would be a bug elsewhere; it counts, but tells no end.
        return { count: Number.isFinite(count) ? count : 0, resetAt: this.clock.now() + (ttl > 0 ? ttl : 0) };
      },
      () => this.memory.peek(key),
    );
  }

  async reset(key: string) {
    // Both: a count made in memory during an outage must not outlive a correct login either.
    await this.memory.reset(key);
    await this.either(
      async () => {
        await this.redis.del(this.prefix + key);
      },
      async () => {},
    );
  }

  async close() {
    await this.memory.close();
    await this.redis.quit().catch(() => undefined);
  }
}

export interface Limit {
  /** How many hits one key may make per window. */
  max: number;
  windowMs: number;
}

/** Whole seconds from `now` until `resetAt`, at least one: what `Retry-After` says. */
export function secondsUntil(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

/** The 429 answer, with `Retry-After` in whole seconds until `resetAt` (both on `store`'s clock). */
export function tooManyRequests(store: CounterStore, resetAt: number): ReturnType<typeof apiError> {
  const err = apiError(429, 'tooManyRequests');
  err.headers = { 'Retry-After': String(secondsUntil(resetAt, store.clock.now())) };
  return err;
}

/** Counts a hit on `key`; past the limit it throws 429 with `Retry-After`. */
export async function consume(store: CounterStore, key: string, limit: Limit): Promise<void> {
  const { count, resetAt } = await store.hit(key, limit.windowMs);
  if (count > limit.max) throw tooManyRequests(store, resetAt);
}

/**
 * A member's public writes (questions, reviews): at most `perUser` an hour from their account and
 * `perIp` an hour from one address, counted under `kind`.
 */
export async function consumeHourlyWrites(
  store: CounterStore,
  kind: string,
  who: { userId: number; ip: string },
  limits: { perUser: number; perIp: number },
): Promise<void> {
  const windowMs = 60 * 60_000;
  await consume(store, `${kind}:user:${who.userId}`, { max: limits.perUser, windowMs });
  await consume(store, `${kind}:ip:${who.ip}`, { max: limits.perIp, windowMs });
}
