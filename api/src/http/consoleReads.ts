import type { Knex } from 'knex';
import { isMysql, runWithTimeLimit } from '../db/index.js';
import { apiError } from './errors.js';

/**
 * The console's list reads (searches, filters, exports) are the queries that can be slow: a
 * search over a large table, a filter no index serves. Two guards keep them from taking the site
 * down with them, on MySQL/MariaDB:
 *
 * - **A time limit per statement** (`CONSOLE_QUERY_TIMEOUT_MS`): the database stops a list query
 *   that runs longer (MariaDB `SET STATEMENT max_statement_time`, MySQL `MAX_EXECUTION_TIME`), and
 *   staff get a 503 saying the search took too long and how to narrow it (`searchTooSlow`). A
 *   query is never left running after its answer is given up.
 * - **A share of the pool** (`CONSOLE_LIST_CONCURRENCY`, half the pool by default): at most that
 *   many list reads hold a connection at once on a copy; the rest wait their turn (as long as a
 *   request waits for a connection, then 503 with `Retry-After`). The other connections stay free
 *   for the public pages, logins and `/api/health`.
 * - **Staff gone, query gone**: when the browser gives up (a new search typed, the page left) the
 *   request's `signal` aborts and the statement is stopped on the database (`KILL QUERY`) instead of
 *   running to its time limit for nobody.
 *
 * SQLite runs one statement at a time in the server's own process and has neither.
 */

export interface ConsoleReadLimits {
  timeoutMs: number;
  concurrency: number;
  /** How long a read waits for its turn, ms. */
  waitMs: number;
}

/** A counting semaphore: `run` waits for one of `size` turns, at most `waitMs`. */
class Turns {
  private busy = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly size: number,
    private readonly waitMs: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy >= this.size) await this.turn();
    else this.busy += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The turn passes straight to the next in line (busy stays the same), or is given back.
      if (next) next();
      else this.busy -= 1;
    }
  }

  private turn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(go);
        if (at >= 0) this.waiting.splice(at, 1);
        const err = apiError(503, 'unavailable');
        (err as { headers?: Record<string, string> }).headers = { 'Retry-After': '5' };
        reject(err);
      }, this.waitMs);
      this.waiting.push(go);
    });
  }
}

interface Guard {
  limits: ConsoleReadLimits;
  turns: Turns;
}

/** Per database client (each app has its own): its limits and its turns. */
const guards = new WeakMap<object, Guard>();

const clientOf = (knexOrBuilder: Knex | Knex.QueryBuilder) => (knexOrBuilder as unknown as { client: object }).client;

/** Sets the limits of the console's list reads on `knex` (the app does, from its configuration). */
export function limitConsoleReads(knex: Knex, limits: ConsoleReadLimits): void {
  if (!isMysql(knex)) return;
  guards.set(clientOf(knex), { limits, turns: new Turns(Math.max(1, limits.concurrency), limits.waitMs) });
}

/**
 * Runs the console list query `builder` under the guards above and answers its rows (as the
 * builder would); `signal` aborts when whoever asked has gone. Without limits set (SQLite, the CLI)
 * it simply runs it.
 */
export async function consoleRead<Row>(builder: Knex.QueryBuilder, signal?: AbortSignal): Promise<Row[]> {
  const guard = guards.get(clientOf(builder));
  if (!guard) return (await builder) as Row[];
  return guard.turns.run(async () => {
    if (signal?.aborted) throw gone();
    const statement = await runWithTimeLimit<Row>(builder, guard.limits.timeoutMs);
    let stopped = false;
    const stop = () => {
      stopped = true;
      statement.stop();
    };
    signal?.addEventListener('abort', stop, { once: true });
    try {
      return await statement.rows;
    } catch (err) {
      // Stopped because nobody waits for it any more: no error to report, nobody to answer.
      if (stopped) throw gone();
      throw err;
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  });
}

/** The answer to a request whose client has gone (nobody reads it; nothing is logged for a 503). */
function gone(): Error {
  return apiError(503, 'unavailable');
}

/** Aborts when the client of `res` goes before its answer is finished (a closed tab, a new search). */
export function clientGone(res: {
  once: (event: 'close', listener: () => void) => unknown;
  writableFinished: boolean;
}): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
