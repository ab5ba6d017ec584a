import { randomUUID } from 'node:crypto';
import type { ResponseCache } from './cache.js';

/** The part of an ioredis client the bus uses: one connection publishes, another subscribes. */
export interface RedisPubSub {
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  on(event: 'ready' | 'close', listener: () => void): unknown;
  quit(): Promise<unknown>;
}

export const CACHE_CHANNEL = 'clinic:cache:invalidate';

/**
 * Several copies of the server behind a load balancer: a tag cleared on one copy (a console write)
 * is cleared on every other copy through Redis pub/sub, within the time a message takes. A copy
 * ignores its own messages (it has already cleared the tag). Messages are `{ from, tag }` JSON, or
 * `{ from, all: true }`.
 *
 * A copy whose subscription was cut (Redis restarted, the network failed) may have missed clears,
 * and a clear it made meanwhile may not have reached the others: once it is subscribed again it
 * drops all it keeps (`cache.clear()`: answers and pages) and asks every other copy to do the same.
 */
export async function shareInvalidations(
  cache: ResponseCache,
  publisher: RedisPubSub,
  subscriber: RedisPubSub,
  channel = CACHE_CHANNEL,
): Promise<{ close: () => Promise<void> }> {
  const self = randomUUID();
  const publish = (message: object) =>
    // A lost message leaves the other copies stale until this copy reconnects, or for the entries' own lifetime.
    publisher.publish(channel, JSON.stringify({ from: self, ...message })).catch(() => {});
  subscriber.on('message', (from, message) => {
    if (from !== channel) return;
    let parsed: { from?: unknown; tag?: unknown; all?: unknown };
    try {
      parsed = JSON.parse(message) as { from?: unknown; tag?: unknown; all?: unknown };
    } catch {
      return;
    }
    if (parsed.from === self) return;
    if (parsed.all === true) cache.clear();
    else if (typeof parsed.tag === 'string') cache.invalidate(parsed.tag, { broadcast: false });
  });
  let cut = false;
  let closing = false;
  subscriber.on('close', () => {
    if (!closing) cut = true;
  });
  subscriber.on('ready', () => {
    if (!cut || closing) return;
    cut = false;
    // ioredis subscribes again by itself on `ready`; this subscribe is answered after that one, so
    // from the moment everything is dropped no message is missed.
    subscriber.subscribe(channel).then(
      () => {
        cache.clear();
        void publish({ all: true });
      },
      () => {
        cut = true;
      },
    );
  });
  cache.onInvalidate((tag) => {
    void publish({ tag });
  });
  // Failing (Redis not there yet), it rejects; the subscription is made when Redis is ready.
  await subscriber.subscribe(channel);
  return {
    close: async () => {
      closing = true;
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
