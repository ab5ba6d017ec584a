import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestApp, type TestApp } from './testApp.ts';
import { freshHttp, seedMemberTerms, type Http, type SeededTerms } from './members.ts';

// The app of a members' test file: terms in force seeded through the console API, and an HTTP
// client with fresh rate-limit counters for every test. Set by useMemberApp() before the first test.

export let t: TestApp;
export let terms: SeededTerms;
/** Fresh rate-limit counters for every test (sign-up allows 20 an hour from one address). */
export let http: Http;

/** Makes the app and its terms before the file's first test, a fresh client before each, and closes the app at the end. */
export function useMemberApp(): void {
  beforeAll(async () => {
    t = await startTestApp({ CODE_MAX_PER_IP: '1000' });
    terms = await seedMemberTerms(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    http = freshHttp(t);
  });
}
