import { type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../api/src/config.ts';
import { startServerProcess } from '../support/serverProcess.ts';
import { serverProcessEnv, useTestApp } from './support/testApp.ts';

/**
 * The real server (`api/src/server.ts`, a child process) told to stop while keep-alive clients keep
 * it busy: every request is answered in full or its connection refused before it is sent (never cut
 * mid-way), health says 503 with `Retry-After` meanwhile, and the process exits with 0 well within
 * its drain time. On SQLite and MariaDB (the test database the child opens).
 */

const DRAIN_MS = 8000;
const CLIENTS = 6;

// The child opens this file's test database (its SQLite file, or its MariaDB database).
const t = useTestApp();

/** Starts the server on a free port; resolves once it says it listens. */
async function startServer(): Promise<{ child: ChildProcess; port: number; stderr: () => string }> {
  const server = await startServerProcess({
    root: ROOT_DIR,
    env: serverProcessEnv(t, { SHUTDOWN_DRAIN_MS: String(DRAIN_MS) }),
  });
  return { child: server.child, port: server.port, stderr: server.output };
}

type Outcome =
  | { kind: 'answered'; status: number; connection: string | undefined; retryAfter: string | undefined; at: number }
  | { kind: 'refused'; at: number }
  | { kind: 'failed'; code: string; reused: boolean; at: number };

/** One request on `agent`: answered with its whole body (JSON that parses), refused, or failed. */
function request(agent: http.Agent, port: number, urlPath: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        try {
          JSON.parse(body);
        } catch {
          resolve({ kind: 'failed', code: 'incomplete body', reused: req.reusedSocket, at: Date.now() });
          return;
        }
        resolve({
          kind: 'answered',
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          retryAfter: res.headers['retry-after'] as string | undefined,
          at: Date.now(),
        });
      });
      res.on('error', (err: NodeJS.ErrnoException) =>
        resolve({ kind: 'failed', code: err.code ?? err.message, reused: req.reusedSocket, at: Date.now() }),
      );
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      const refused = err.code === 'ECONNREFUSED';
      resolve(
        refused
          ? { kind: 'refused', at: Date.now() }
          : { kind: 'failed', code: err.code ?? err.message, reused: req.reusedSocket, at: Date.now() },
      );
    });
  });
}

describe('stopping the server (SIGTERM) under keep-alive load', () => {
  it(
    'answers every request made or refuses the connection, says 503 while draining and exits 0 in time',
    { timeout: 120_000 },
    async () => {
      const { child, port, stderr } = await startServer();
      const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      const outcomes: Outcome[][] = Array.from({ length: CLIENTS }, () => []);
      let answered = 0;
      let loaded!: () => void;
      const busy = new Promise<void>((resolve) => (loaded = resolve));

      // Each client: one kept-alive connection, one request after another, until the server refuses it.
      const clients = outcomes.map(async (mine, i) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          // Half ask for health (the database is read), half for an API 404.
          const urlPath = i % 2 === 0 ? '/api/health' : '/api/v1/nothing-here';
          for (;;) {
            const outcome = await request(agent, port, urlPath);
            mine.push(outcome);
            if (outcome.kind !== 'answered') return;
            answered += 1;
            if (answered === CLIENTS * 20) loaded();
          }
        } finally {
          agent.destroy();
        }
      });

      await busy;
      const stoppedAt = Date.now();
      child.kill('SIGTERM');
      const [[code, signal]] = await Promise.all([exited, Promise.all(clients)]);
      const exitedAfter = Date.now() - stoppedAt;

      expect({ code, signal }, stderr()).toEqual({ code: 0, signal: null });
      expect(exitedAfter).toBeLessThan(DRAIN_MS);
      const all = outcomes.flat();
      // Nothing was cut: no reset, no hang-up, no body cut short.
      expect(all.filter((o) => o.kind === 'failed')).toEqual([]);
      for (const mine of outcomes) {
        // Every client ended on a refused connection, after an answer that closed its connection.
        expect(mine.at(-1)?.kind).toBe('refused');
        const last = mine.at(-2);
        expect(last?.kind).toBe('answered');
        expect(last?.kind === 'answered' && last.connection).toBe('close');
      }
      // Health answered during the drain says 503, and when to try again.
      const draining = all.filter(
        (o): o is Extract<Outcome, { kind: 'answered' }> =>
          o.kind === 'answered' && o.at >= stoppedAt && o.connection === 'close' && o.status === 503,
      );
      expect(draining.length).toBeGreaterThan(0);
      for (const o of draining) expect(o.retryAfter).toBe('5');
    },
  );
});
