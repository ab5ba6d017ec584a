import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one of the page server's in-process API reads learns about the data it answered: the cache
 * tags of that data (a page that showed it is cleared when one of them is), and the visits it would
 * have counted (a notice or post read by a page render is a visit only when the page is served).
 *
 * It lives in the async context of the read (AsyncLocalStorage), so it can only be set by the server's
 * own renders: no header a visitor could send reaches it.
 */
export interface RenderRead {
  readonly tags: Set<string>;
  readonly visits: Visit[];
}

/** A record whose visits are counted: `key` names it (`notices:12`), `add(n)` adds `n` visits to it. */
export interface Visit {
  key: string;
  add: (n: number) => Promise<unknown>;
}

const reads = new AsyncLocalStorage<RenderRead>();

/** Runs `fn` (an in-process API request) as a page render's read. */
export function asRenderRead<T>(read: RenderRead, fn: () => T): T {
  return reads.run(read, fn);
}

/** Whether the current request is a page render's own read (not a visitor's). */
export function inRender(): boolean {
  return reads.getStore() !== undefined;
}

/** Marks the data answered by the current request with cache tags (nothing outside a render). */
export function tagRead(...tags: readonly string[]): void {
  const read = reads.getStore();
  if (read) for (const tag of tags) read.tags.add(tag);
}

/**
 * A visit to a record (a notice, a board post): counted now for a visitor's read; for a page
 * render's read, counted each time the rendered page is served (from the cache too). Answers whether
 * it was counted now.
 */
export async function countVisit(visit: Visit): Promise<boolean> {
  const read = reads.getStore();
  if (read) {
    read.visits.push(visit);
    return false;
  }
  await visit.add(1);
  return true;
}
