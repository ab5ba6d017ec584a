import { useTestApp, type TestApp } from './testApp.ts';
import { consoleClient, staffAndMember, type ConsoleClient } from './content.ts';

// The app of a test file that works through the console API: a staff (관리자) and a member token and
// a staff client, set by useStaffApp() before the file's first test.

export let t: TestApp;
export let api: ConsoleClient;
export let tokens: { staff: string; member: string };

/**
 * The file's test app (useTestApp) with the tokens and the staff client, then `ready` (the file's own
 * setup), before the file's first test.
 */
export function useStaffApp(ready?: () => Promise<void>): TestApp {
  t = useTestApp({
    ready: async (app) => {
      tokens = await staffAndMember(app);
      api = consoleClient(app, tokens.staff);
      await ready?.();
    },
  });
  return t;
}
