/**
 * First-load JavaScript of `/`: every same-origin script response that Chromium fetches until the
 * load event and network idle, before any interaction or scrolling, each gzipped at level 9.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium, type Response } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM, ensureBuilt, fmt, startServer, type Row } from './support.mts';

/**
 * gzip-9 KB of the smallest app that hydrates like the public site (`floor/main.tsx`: react-dom and
 * react-router's data router, nothing of ours), built with the same Vite and React plugin.
 */
async function frameworkFloorKb(): Promise<number> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  // Vite's build sets NODE_ENV=production for the whole process; the servers later sections start
  // inherit the environment, so it is put back.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      root: path.join(import.meta.dirname, 'floor'),
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      build: { outDir, emptyOutDir: true },
    });
    const assets = path.join(outDir, 'assets');
    const bytes = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .reduce((sum, name) => sum + gzipSync(readFileSync(path.join(assets, name)), { level: 9 }).length, 0);
    return bytes / 1024;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
}

const TARGET_KB = 100;
const VIEWPORT = { width: 1280, height: 720 };

export async function firstLoadJsSection(): Promise<Row[]> {
  await ensureBuilt();
  const server = await startServer({ site: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'], timeout: 60_000 });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'ko-KR' });
    const page = await context.newPage();
    const responses: Response[] = [];
    const otherJs: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== server.origin) return;
      if (response.request().resourceType() === 'script') responses.push(response);
      else if (/javascript/.test(response.headers()['content-type'] ?? '')) otherJs.push(url.pathname);
    });
    await page.goto(server.origin + '/', { waitUntil: 'load', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    // Bodies are read only now, so reading them cannot delay the load itself.
    const chunks: { path: string; raw: number; gz: number }[] = [];
    for (const response of responses) {
      const body = await response.body();
      chunks.push({
        path: new URL(response.url()).pathname,
        raw: body.length,
        gz: gzipSync(body, { level: 9 }).length,
      });
    }
    await context.close();
    if (chunks.length === 0) throw new Error('no script was loaded by /: is the public site built?');
    if (otherJs.length > 0) console.log(`[first-load js] JavaScript not typed as script: ${otherJs.join(', ')}`);
    chunks.sort((a, b) => b.gz - a.gz);
    const totalGz = chunks.reduce((sum, c) => sum + c.gz, 0) / 1024;
    const totalRaw = chunks.reduce((sum, c) => sum + c.raw, 0) / 1024;
    const section = 'first-load JS of /';
    const subject = `${VIEWPORT.width}x${VIEWPORT.height}, no interaction`;
    const floorKb = await frameworkFloorKb();
    return [
      {
        section,
        subject,
        metric: `total gzip-9 KB (${chunks.length} scripts)`,
        value: fmt(totalGz, 1),
        target: `<= ${TARGET_KB}`,
        met: totalGz <= TARGET_KB,
      },
      { section, subject, metric: 'total raw KB', value: fmt(totalRaw, 1), target: '' },
      {
        section,
        subject: 'framework floor (react-dom + react-router data router, empty app)',
        metric: 'gzip-9 KB',
        value: fmt(floorKb, 1),
        target: '',
      },
      {
        section,
        subject: 'our code on / (total - floor)',
        metric: 'gzip-9 KB',
        value: fmt(totalGz - floorKb, 1),
        target: '',
      },
      ...chunks.map((c) => ({
        section,
        subject: c.path,
        metric: `chunk gzip-9 KB (raw ${fmt(c.raw / 1024, 1)})`,
        value: fmt(c.gz / 1024, 1),
        target: '',
      })),
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
