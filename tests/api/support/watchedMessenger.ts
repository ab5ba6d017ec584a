import type { Messenger, OutgoingMessage, SendResult } from '../../../api/src/services/messaging/index.ts';

/** How long a test waits for the app to send what it expects before it fails. */
export const SEND_WAIT_MS = 5000;

/**
 * The app's messenger in a test: it sends as the app's own would (outbox, development mailbox) and
 * tells a test each time a send has finished, so a test waits for a message the app sends after its
 * answer (a recovery code, a note to staff) on that event, not on a timer.
 */
export class WatchedMessenger implements Messenger {
  /** Sends finished so far (sent, kept or failed). */
  private finished = 0;
  private readonly watchers = new Set<() => void>();

  constructor(private readonly inner: Messenger) {}

  async send(message: OutgoingMessage): Promise<SendResult> {
    try {
      return await this.inner.send(message);
    } finally {
      this.finished += 1;
      for (const watcher of [...this.watchers]) watcher();
    }
  }

  /**
   * Reads `read` now and again after every send that finishes, until `done` holds of what it read or
   * `ms` have passed; answers what it read last either way (the test's expectations say what was
   * wrong).
   */
  async settle<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = SEND_WAIT_MS): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const before = this.finished;
      const value = await read();
      if (done(value)) return value;
      // A send that finished while `read` ran is read again at once; otherwise the next one is waited for.
      if (this.finished === before && !(await this.nextSend(deadline - Date.now()))) return read();
    }
  }

  /** Whether a send finishes within `ms`. */
  private nextSend(ms: number): Promise<boolean> {
    if (ms <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const watcher = () => {
        clearTimeout(timer);
        this.watchers.delete(watcher);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.watchers.delete(watcher);
        resolve(false);
      }, ms);
      this.watchers.add(watcher);
    });
  }
}
