/**
 * `npm run build`: the public site (the browser's bundle and the server bundle that renders its pages
 * on request from live data, api/src/http/pages.ts) and the console. No database is needed to build.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

await run('npm', ['run', 'build', '-w', 'public-site']);
await run('npm', ['run', 'build', '-w', 'console']);

/** Brotli and gzip twins of every text file of both builds, so the server never compresses them per request. */
async function precompress(dir: string): Promise<number> {
  const { readdir, readFile, writeFile, stat } = await import('node:fs/promises');
  const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|js|css|svg|json|xml|txt)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size < 1024) continue;
    const body = await readFile(file);
    await writeFile(file + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(file + '.gz', gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}
const compressed =
  (await precompress(path.join(ROOT, 'public-site', 'dist'))) + (await precompress(path.join(ROOT, 'console', 'dist')));
console.log(`[build] ${compressed} files precompressed (br, gz)`);
