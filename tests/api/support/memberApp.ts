import { beforeEach } from 'vitest';
import { useTestApp, type TestApp } from './testApp.ts';
import { freshHttp, seedMemberTerms, type Http, type SeededTerms } from './members.ts';

// The app of a members' test file: terms in force seeded through the console API, and an HTTP
// client with fresh rate-limit counters for every test. Set by useMemberApp() before the first test.

export let t: TestApp;
export let terms: SeededTerms;
/** Fresh rate-limit counters for every test (sign-up allows 20 an hour from one address). */
export let http: Http;

/** The file's test app (useTestApp) with its terms before the first test, and a fresh client before each. */
export function useMemberApp(): TestApp {
  t = useTestApp({
    env: { CODE_MAX_PER_IP: '1000' },
    ready: async (app) => {
      terms = await seedMemberTerms(app);
    },
  });
  beforeEach(() => {
    http = freshHttp(t);
  });
  return t;
}
