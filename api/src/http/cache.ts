import type { Context, Next } from 'koa';

/**
 * A small cache of public JSON answers, by URL and language, grouped by tags that console writes
 * clear. Entries also expire on their own, so a copy of the server that missed an invalidation
 * (several copies behind a load balancer without Redis) serves stale content for at most `ttlMs`.
 */
interface Entry {
  body: string;
  expires: number;
  tags: string[];
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<(tag: string) => void>();

  constructor(private readonly maxEntries = 2000) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  set(key: string, body: string, tags: string[], ttlMs: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { body, tags, expires: Date.now() + ttlMs });
  }

  /** Drops every entry carrying `tag`, here and (through listeners, e.g. Redis) on other copies. */
  invalidate(tag: string, { broadcast = true } = {}): void {
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
    if (broadcast) for (const listener of this.listeners) listener(tag);
  }

  onInvalidate(listener: (tag: string) => void): void {
    this.listeners.add(listener);
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Caches a public GET's JSON answer under `tags` for `ttlMs` (only 200s, only anonymous calls). */
export function cachedJson(cache: ResponseCache, tags: string[], ttlMs = 60_000) {
  return async function cachedJsonMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' || ctx.get('Authorization')) return next();
    const key = `${ctx.state.locale ?? 'ko'}|${ctx.url}`;
    const hit = cache.get(key);
    if (hit !== undefined) {
      ctx.type = 'application/json; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('X-Cache', 'hit');
      ctx.body = hit;
      return;
    }
    await next();
    if (ctx.status === 200 && ctx.body !== undefined && typeof ctx.body === 'object') {
      const body = JSON.stringify(ctx.body);
      cache.set(key, body, tags, ttlMs);
      ctx.type = 'application/json; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.set('X-Cache', 'miss');
      ctx.body = body;
    }
  };
}
