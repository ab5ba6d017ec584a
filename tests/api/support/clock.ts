import type { Clock } from '../../../api/src/clock.ts';

/** A wait begun on the clock: when it is due and how to end it. */
interface Sleeper {
  due: number;
  wake: () => void;
}

/**
 * The app's clock in a test (AppDeps.clock): it runs with the system clock, and a test moves it
 * forward at once (`advance`) instead of waiting for time to pass. A wait begun on it (`sleep`) ends
 * when the clock reaches its end, whichever moves it: the system clock (code a test does not drive
 * waits as in production) or `advance`. With `skipSleeps` every wait moves the clock by its length
 * and ends at once, so a test reads how long the app waited from the clock. `freeze` stops it
 * (until `advance` or `thaw`), for a test that needs two moments a known distance apart.
 */
export class TestClock implements Clock {
  private offset = 0;
  /** While frozen, the time it shows. */
  private frozenAt: number | undefined;
  private readonly sleepers = new Set<Sleeper>();
  private readonly sleepWatchers = new Set<(ms: number) => void>();
  /** Every wait ends at once, the clock moved forward by its length. */
  skipSleeps = false;

  now(): number {
    return this.frozenAt ?? Date.now() + this.offset;
  }

  sleep(ms: number): Promise<void> {
    for (const watcher of [...this.sleepWatchers]) watcher(ms);
    if (this.skipSleeps) {
      this.advance(ms);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const sleeper: Sleeper = {
        due: this.now() + ms,
        wake: () => {
          clearTimeout(timer);
          this.sleepers.delete(sleeper);
          resolve();
        },
      };
      const timer = setTimeout(sleeper.wake, ms);
      this.sleepers.add(sleeper);
    });
  }

  /** Moves the clock `ms` forward now, ending every wait that is then due. */
  advance(ms: number): void {
    if (this.frozenAt === undefined) this.offset += ms;
    else this.frozenAt += ms;
    const now = this.now();
    for (const sleeper of [...this.sleepers]) if (sleeper.due <= now) sleeper.wake();
  }

  /** Moves the clock to `at` (ms since the epoch) when that is ahead of it; it never goes back. */
  advanceTo(at: number): void {
    const ahead = at - this.now();
    if (ahead > 0) this.advance(ahead);
  }

  /** Stops the clock where it is: it moves only with `advance` until `thaw` (waits still end with the system clock). */
  freeze(): void {
    this.frozenAt ??= this.now();
  }

  /** Runs the clock again from where it stands. */
  thaw(): void {
    if (this.frozenAt === undefined) return;
    this.offset = this.frozenAt - Date.now();
    this.frozenAt = undefined;
  }

  /** Resolves with the length of the next wait the app begins on this clock (it has begun by then). */
  nextSleep(): Promise<number> {
    return new Promise((resolve) => {
      const watcher = (ms: number) => {
        this.sleepWatchers.delete(watcher);
        resolve(ms);
      };
      this.sleepWatchers.add(watcher);
    });
  }
}
