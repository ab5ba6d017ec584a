import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import type { ResponseCache } from './http/cache.js';
import type { VisitTally } from './http/inProcess.js';
import type { PagePreview } from './http/pages.js';
import type { CounterStore } from './http/rateLimit.js';
import type { Messenger } from './services/messaging/index.js';
import type { Storage } from './services/storage/index.js';

/** What every module receives: the configuration, the database and the services (design.md: deps.ts). */
export interface AppDeps {
  config: Config;
  db: Database;
  /** Rate-limit counters: Redis when configured (server.ts), else this process's memory. */
  counters: CounterStore;
  /** Uploaded files: local disk under data/uploads by default. */
  storage: Storage;
  /** Cached public answers, cleared by console writes. */
  cache: ResponseCache;
  /** Mail and SMS (the outbox when no provider is configured). */
  messenger: Messenger;
  /**
   * The time and waits: rate-limit windows, token issue times and the password change that ends them,
   * the login delay, a repeated staff message's wait. The system clock unless a test gives its own.
   */
  clock: Clock;
  /** Visits of served pages, written together every half second (a test flushes them itself). */
  visits: VisitTally;
  log?: (line: string) => void;
  /**
   * Renders a public page through the site's server render with one page text replaced (the
   * console's preview of a draft); set by app.ts; undefined while the public site is not built.
   */
  pagePreview?: PagePreview;
  /** Set by server.ts: `draining` is true once a shutdown has begun (health answers 503). */
  lifecycle?: { readonly draining: boolean };
}
