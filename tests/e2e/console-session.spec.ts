import type { Page } from '@playwright/test';
import { consoleGoto, consoleLoginWithForm, expect, open, test } from './support';

/**
 * Issue 19, finding 2: the public site and the console share one origin, and a script on a public page
 * must not get the console's session from a console tab open in the same browser: not over the
 * channel the console tabs use, not by opening or framing a console page, not by fetching one.
 */

const CHANNEL = 'clinic-console-session';

/** The console tab answers every message on the channel with a marker, after the console's own handler ran. */
async function echoMarkers(consoleTab: Page): Promise<void> {
  await consoleTab.evaluate((name) => {
    // Created after the console's own channel, so the console handles each message before this does;
    // what the console posted in answer reaches other pages before the marker (one sender, in order).
    const channel = new BroadcastChannel(name);
    channel.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      if (event.data.type !== 'marker') channel.postMessage({ type: 'marker' });
    });
  }, CHANNEL);
}

test('a public page gets no console token from an open console tab, and cannot log it out', async ({ browser }) => {
  const context = await browser.newContext();
  const consoleTab = await context.newPage();
  await consoleLoginWithForm(consoleTab);
  const refreshToken = await consoleTab.evaluate(() => sessionStorage.getItem('console.refreshToken'));
  const accessToken = await consoleTab.evaluate(() => sessionStorage.getItem('console.accessToken'));
  expect(refreshToken).toBeTruthy();
  await echoMarkers(consoleTab);

  const publicPage = await context.newPage();
  await open(publicPage, '/cost');

  // What an injected script would do: ask for the session, and try to log every console tab out.
  const heard = await publicPage.evaluate(async (name) => {
    const channel = new BroadcastChannel(name);
    const received: unknown[] = [];
    const markers = new Promise<void>((resolve) => {
      let count = 0;
      channel.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
        received.push(event.data);
        if (event.data.type === 'marker' && ++count === 3) resolve();
      });
    });
    channel.postMessage({ type: 'ask' });
    channel.postMessage({ type: 'logout' });
    channel.postMessage({ type: 'logout', proof: 'a'.repeat(64) });
    await markers;
    channel.close();
    return received;
  }, CHANNEL);
  // Only the three markers came back: nothing the console sent, no token anywhere.
  expect(heard).toEqual([{ type: 'marker' }, { type: 'marker' }, { type: 'marker' }]);
  expect(JSON.stringify(heard)).not.toContain(refreshToken!);
  expect(JSON.stringify(heard)).not.toContain(accessToken!);

  // The console tab is still logged in.
  expect(await consoleTab.evaluate(() => sessionStorage.getItem('console.refreshToken'))).toBe(refreshToken);
  await consoleGoto(consoleTab, '/console/forms');
  await expect(consoleTab).toHaveURL(/\/console\/forms$/);

  // Fetching a console page: the HTML comes without the session.
  const fetched = await publicPage.evaluate(() => fetch('/console/forms').then((r) => r.text()));
  expect(fetched).toContain('<div id="root">');
  expect(fetched).not.toContain('console-session');
  expect(fetched).not.toContain(refreshToken!);

  // Opening one in a window: the console there is logged in (the browser loaded it), but the opener
  // holds no handle on it.
  const [opened] = await Promise.all([
    context.waitForEvent('page'),
    publicPage.evaluate(() => {
      (window as Window & { consoleWindow?: Window | null }).consoleWindow = window.open('/console/forms');
    }),
  ]);
  await expect(opened.locator('#react-admin-title')).not.toBeEmpty({ timeout: 30_000 });
  await expect(opened).toHaveURL(/\/console\/forms$/);
  const reach = await publicPage.evaluate(() => {
    const w = (window as Window & { consoleWindow?: Window | null }).consoleWindow;
    try {
      return { closed: w?.closed ?? true, token: w?.sessionStorage.getItem('console.accessToken') ?? null };
    } catch {
      return { closed: w?.closed ?? true, token: null };
    }
  });
  expect(reach).toEqual({ closed: true, token: null });

  // Framing one: refused, nothing readable.
  const framed = await publicPage.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const frame = document.createElement('iframe');
        frame.src = '/console/forms';
        const read = () => {
          try {
            resolve(frame.contentWindow?.sessionStorage.getItem('console.accessToken') ?? null);
          } catch {
            resolve(null);
          }
        };
        // Whichever comes first: the frame loads (an error page) or the public page's CSP refuses it.
        frame.addEventListener('load', read);
        document.addEventListener('securitypolicyviolation', read);
        document.body.append(frame);
      }),
  );
  expect(framed).toBeNull();
  await context.close();
});
