import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Next } from 'koa';
import { localeFromAcceptLanguage } from '@clinic/contract';
import { tagRead } from './renderScope.js';

/**
 * A small cache of public JSON answers, by URL and language, grouped by tags that console writes
 * clear. Entries also expire on their own, so a copy of the server that missed an invalidation
 * (several copies behind a load balancer without Redis) serves stale content for at most `ttlMs`.
 */
interface Entry {
  /** The JSON text: a string body goes out with the headers in one write. */
  body: string;
  /** Compressed once, when stored: a hit costs no compression (only bodies worth compressing). */
  br?: Buffer;
  gzip?: Buffer;
  expires: number;
  tags: string[];
}

const COMPRESS_FROM_BYTES = 1024;

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<(tag: string) => void>();
  private readonly followers = new Set<(tag: string) => void>();
  private readonly clearFollowers = new Set<() => void>();

  constructor(private readonly maxEntries = 2000) {}

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, json: string, tags: string[], ttlMs: number): Entry {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry: Entry = { body: json, tags, expires: Date.now() + ttlMs };
    if (Buffer.byteLength(json) >= COMPRESS_FROM_BYTES) {
      entry.br = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
      entry.gzip = gzipSync(json, { level: 6 });
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** Drops every entry carrying `tag`, here and (through listeners, e.g. Redis) on other copies. */
  invalidate(tag: string, { broadcast = true } = {}): void {
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
    for (const follower of this.followers) follower(tag);
    if (broadcast) for (const listener of this.listeners) listener(tag);
  }

  /** Told of tags cleared here, to pass on to other copies (not of those that came from them). */
  onInvalidate(listener: (tag: string) => void): void {
    this.listeners.add(listener);
  }

  /** Told of every tag cleared, here or on another copy (caches built on these answers: pages). */
  onAnyInvalidate(follower: (tag: string) => void): void {
    this.followers.add(follower);
  }

  /** Told when everything is dropped (`clear`), so caches built on these answers drop theirs too. */
  onClear(follower: () => void): void {
    this.clearFollowers.add(follower);
  }

  /** Drops every entry here (not on other copies), and tells the caches built on them. */
  clear(): void {
    this.entries.clear();
    for (const follower of this.clearFollowers) follower();
  }
}

/** The best stored encoding per `Accept-Encoding` value: browsers send a handful of distinct ones. */
const encodings = new Map<string, string>();

function bestEncoding(ctx: Context): string {
  const header = ctx.get('Accept-Encoding');
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = ctx.acceptsEncodings('br', 'gzip', 'identity') || 'identity';
    if (encodings.size < 64) encodings.set(header, encoding);
  }
  return encoding;
}

/** Answers from a cache entry, already compressed in the best encoding the caller accepts. */
function send(ctx: Context, entry: Entry, state: 'hit' | 'miss', vary = true): void {
  ctx.type = 'application/json; charset=utf-8';
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('X-Cache', state);
  if (vary) ctx.vary('Accept-Encoding');
  const encoding = entry.br ? bestEncoding(ctx) : 'identity';
  // The body is sent as stored: koa-compress must not encode it again.
  ctx.compress = false;
  if (encoding === 'br' && entry.br) {
    ctx.set('Content-Encoding', 'br');
    ctx.body = entry.br;
  } else if (encoding === 'gzip' && entry.gzip) {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = entry.gzip;
  } else {
    ctx.body = entry.body;
  }
}

const cacheKey = (locale: string, url: string) => `${locale}|${url}`;

/**
 * Answers a stored public read at the door, before the API's router and middleware: the route's own
 * `cachedJson` stored the entry after the full path (guards, handler) answered 200 to an anonymous
 * caller, and every write that could change it clears it. A call that the full path would answer
 * differently never takes this way: one with credentials, or with an `Origin` (CORS headers depend
 * on it; the site's own same-origin reads send none). The headers are those of the full path
 * (tests/api/cache.test.ts compares them).
 */
export function cachedAtTheDoor(cache: ResponseCache, prefix = '/api/v1/') {
  return function cachedAtTheDoorMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' || !ctx.path.startsWith(prefix) || ctx.get('Authorization') || ctx.get('Origin'))
      return next();
    const hit = cache.get(cacheKey(localeFromAcceptLanguage(ctx.get('Accept-Language')), ctx.url));
    if (hit === undefined) return next();
    tagRead(...hit.tags);
    // What compression, the API's locale and its CORS middleware add on the full path, in that order
    // (nothing before this point sets Vary).
    ctx.set('Vary', 'Accept-Encoding, Accept-Language, Origin');
    send(ctx, hit, 'hit', false);
    return Promise.resolve();
  };
}

/** Caches a public GET's JSON answer under `tags` for `ttlMs` (only 200s, only anonymous calls). */
export function cachedJson(cache: ResponseCache, tags: string[], ttlMs = 60_000) {
  return async function cachedJsonMiddleware(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' || ctx.get('Authorization')) return next();
    // A page rendered from this answer (or from its 404) is cleared with it.
    tagRead(...tags);
    const key = cacheKey(ctx.state.locale ?? 'ko', ctx.url);
    const hit = cache.get(key);
    if (hit !== undefined) return send(ctx, hit, 'hit');
    await next();
    if (
      ctx.status === 200 &&
      ctx.body !== undefined &&
      ctx.body !== null &&
      typeof ctx.body === 'object' &&
      !Buffer.isBuffer(ctx.body)
    ) {
      send(ctx, cache.set(key, JSON.stringify(ctx.body), tags, ttlMs), 'miss');
    }
  };
}
