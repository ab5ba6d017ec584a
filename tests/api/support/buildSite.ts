import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Vitest global setup: the page tests render with the public site's build (its page template and
 * server bundle). `npm test` builds before the API tests; a run of the API tests on a tree that was
 * never built builds the public site first (about half a minute) rather than skip those tests.
 */
export default function buildSite(): void {
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  const built = ['public-site/dist/index.html', 'public-site/dist-ssr/entry-server.js'].every((file) =>
    existsSync(path.join(root, file)),
  );
  if (built) return;
  console.log('[tests] public-site is not built: building it for the page tests');
  const result = spawnSync('npm', ['run', 'build', '-w', 'public-site'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the public site did not build');
}
