import { setTimeout as wait } from 'node:timers/promises';

/**
 * Where the API reads the time and waits: rate-limit windows, the issue time of access tokens and the
 * moment a password change ends them, the login delay, the wait for a repeated staff message. The
 * system clock in production; a test gives the app one it moves instead of waiting for it.
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** Resolves once `ms` milliseconds have passed on this clock. */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: async (ms) => {
    await wait(ms);
  },
};
