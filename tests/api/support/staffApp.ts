import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './testApp.ts';
import { consoleClient, staffAndMember, type ConsoleClient } from './content.ts';

// The app of a test file that works through the console API: a staff and a member token and a
// staff client, set by useStaffApp() before the file's first test.

export let t: TestApp;
export let api: ConsoleClient;
export let tokens: { staff: string; member: string };

/**
 * Makes the app, the tokens and the staff client before the file's first test, then runs `ready`
 * (the file's own setup); closes the app after its last test.
 */
export function useStaffApp(ready?: () => Promise<void>): void {
  beforeAll(async () => {
    t = await startTestApp();
    tokens = await staffAndMember(t);
    api = consoleClient(t, tokens.staff);
    await ready?.();
  });
  afterAll(() => t.close());
}
