import path from 'node:path';
import { expect } from 'vitest';
import { ROOT_DIR } from '../../../api/src/config.ts';
import { seedDemoContent } from '../../../api/src/seeds/demo.ts';
import { LocalStorage } from '../../../api/src/services/storage/index.ts';
import { consoleClient, settingsBody, staffAndMember, type ConsoleClient } from './content.ts';
import { useTestApp, type TestApp } from './testApp.ts';

// Public pages rendered on request: one app per test file with the public site's build, the demo
// content and reviews on, and a staff client (set by usePagesApp()); and a page as a browser gets it.

/** The public site's build: its page template and its server bundle. */
export const SITE = {
  PUBLIC_SITE_DIR: path.join(ROOT_DIR, 'public-site', 'dist'),
  PUBLIC_SITE_SSR_DIR: path.join(ROOT_DIR, 'public-site', 'dist-ssr'),
};

export { shownOf } from '../../support/html.ts';

export let t: TestApp;
export let staff: string;
export let admin: ConsoleClient;

/** The file's test app (useTestApp) on the site's build, with the demo content, before its first test. */
export function usePagesApp(): TestApp {
  t = useTestApp({
    env: SITE,
    ready: async (app) => {
      await seedDemoContent(app.db.knex, new LocalStorage(path.join(app.config.dataDir, 'uploads')));
      ({ staff } = await staffAndMember(app));
      admin = consoleClient(app, staff);
      // The demo has reviews off: switched on here, as a clinic that shows them would.
      expect((await admin.update('setting', 'clinic', settingsBody({ onReview: true }))).status).toBe(200);
    },
  });
  return t;
}

/** A page as a browser without scripts (or a crawler) gets it. */
export async function page(url: string, headers: Record<string, string> = {}) {
  const res = await t.http.get(url).set(headers);
  return { status: res.status, text: res.text, cache: String(res.headers['x-cache']), res };
}
