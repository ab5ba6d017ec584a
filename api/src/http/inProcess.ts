import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestListener } from 'node:http';
import inject from 'light-my-request';
import type { RenderTransport } from '@clinic/contract';
import { asRenderRead, type RenderRead, type Visit } from './renderScope.js';

/** How a page's render reads the API: in-process, each read's tags and visits gathered for the page. */

/** What one page's render read: the tags of its data, whether some of it had none, its visits. */
export interface PageReads {
  tags: Set<string>;
  untagged: boolean;
  visits: Visit[];
}

export const pageReads = new AsyncLocalStorage<PageReads>();

/**
 * The API reached in-process (light-my-request against the app's own callback): the render's reads
 * go through the same middleware, routes and answer cache a visitor's do, without a socket. Each
 * read runs as a render read (http/renderScope.ts), so the API tags it and leaves visits to count.
 */
export function inProcessTransport(dispatch: () => RequestListener): RenderTransport {
  return async (url, init = {}) => {
    const read: RenderRead = { tags: new Set(), visits: [] };
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    // Started inside the read's context (`end()`), so the API's handling runs in it.
    const answer = await asRenderRead(read, () =>
      inject(dispatch(), { method: init.method ?? 'GET', url, headers, remoteAddress: '127.0.0.1' }).end(),
    );
    const page = pageReads.getStore();
    if (page) {
      if (read.tags.size === 0) page.untagged = true;
      for (const tag of read.tags) page.tags.add(tag);
      page.visits.push(...read.visits);
    }
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * Visits of served pages, added up and written together every half second: a page served from the
 * cache a thousand times a second costs one UPDATE per record and interval, not one per request.
 * One per app (AppDeps.visits); `flush()` writes what is counted now, as a test does.
 */
export class VisitTally {
  private readonly pending = new Map<string, { visit: Visit; n: number }>();
  private timer: NodeJS.Timeout | undefined;
  /** The writes of the flushes begun so far. */
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly onError: (err: unknown) => void,
    private readonly intervalMs = 500,
  ) {}

  count(visit: Visit): void {
    const entry = this.pending.get(visit.key);
    if (entry) entry.n += 1;
    else this.pending.set(visit.key, { visit, n: 1 });
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  /** Writes the visits counted so far; resolves once they and those of earlier flushes are written. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const entries = [...this.pending.values()];
    this.pending.clear();
    const writes = Promise.all(entries.map(({ visit, n }) => visit.add(n).catch(this.onError)));
    this.writing = Promise.all([this.writing, writes]);
    await this.writing;
  }
}
