import { existsSync } from 'node:fs';

/**
 * The Chromium the e2e tests drive, never a downloaded one: `CHROMIUM_PATH` when set; else Debian's
 * headless shell (`apt-get install chromium-headless-shell`: the same Chromium release as the
 * `chromium` package, built without the desktop browser's window parts, which Playwright itself
 * prefers for headless runs), which renders the same pages with about a sixth less CPU; else Debian's
 * full Chromium at /usr/bin/chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium: the e2e tests' fallback, and what the bench's Lighthouse runs drive. */
export const FULL_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
