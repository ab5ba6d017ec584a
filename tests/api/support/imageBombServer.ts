import { consoleClient, settingsBody, staffAndMember } from './content.ts';
import { listen, startTestApp } from './testApp.ts';

// The app in a process of its own, on a port, so that its memory can be measured apart from the
// test runner's (security-image-bombs.test.ts starts it with `node --import tsx`): a fresh database
// as every test app has, reviews on, one member. Prints `listening {"url":…,"member":…}` once it
// listens (other lines may come before: migration notices); closes, dropping its database, when its
// stdin ends.

async function main(): Promise<void> {
  const t = await startTestApp();
  const tokens = await staffAndMember(t);
  const on = await consoleClient(t, tokens.staff).update('setting', 'clinic', settingsBody({ onReview: true }));
  if (on.status !== 200) throw new Error(`settings: ${on.status} ${JSON.stringify(on.body)}`);
  const { url, server } = await listen(t);
  process.stdout.write(`listening ${JSON.stringify({ url, member: tokens.member })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => {
    server.close();
    server.closeAllConnections();
    void t.close().then(() => process.exit(0));
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
