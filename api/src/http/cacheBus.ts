import { randomUUID } from 'node:crypto';
import type { ResponseCache } from './cache.js';

/** The part of an ioredis client the bus uses: one connection publishes, another subscribes. */
export interface RedisPubSub {
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  quit(): Promise<unknown>;
}

export const CACHE_CHANNEL = 'clinic:cache:invalidate';

/**
 * Several copies of the server behind a load balancer: a tag cleared on one copy (a console write)
 * is cleared on every other copy through Redis pub/sub, within the time a message takes. A copy
 * ignores its own messages (it has already cleared the tag). Messages are `{ from, tag }` JSON.
 */
export async function shareInvalidations(
  cache: ResponseCache,
  publisher: RedisPubSub,
  subscriber: RedisPubSub,
  channel = CACHE_CHANNEL,
): Promise<{ close: () => Promise<void> }> {
  const self = randomUUID();
  subscriber.on('message', (from, message) => {
    if (from !== channel) return;
    let parsed: { from?: unknown; tag?: unknown };
    try {
      parsed = JSON.parse(message) as { from?: unknown; tag?: unknown };
    } catch {
      return;
    }
    if (parsed.from === self || typeof parsed.tag !== 'string') return;
    cache.invalidate(parsed.tag, { broadcast: false });
  });
  await subscriber.subscribe(channel);
  cache.onInvalidate((tag) => {
    // A lost message leaves the other copies stale for at most the entries' own lifetime.
    publisher.publish(channel, JSON.stringify({ from: self, tag })).catch(() => {});
  });
  return {
    close: async () => {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
