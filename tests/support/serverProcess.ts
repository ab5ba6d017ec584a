import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { freePort } from './freePort';

/**
 * The one way the tests start a server in a process of its own (e2e workers, the two copies behind
 * one load balancer, the shutdown test, the image-bomb memory test): `node --import tsx <script>` in
 * the repository, on a free port of 127.0.0.1 (PORT and HOST), ready once it prints a line matching
 * `ready` on stdout (the server's own `[http] listening …`). Nothing is polled and nothing waits a
 * fixed time: it fails at once when the process exits first, and after `timeoutMs` when it says
 * nothing.
 */
export interface ServerProcessOptions {
  /** The repository root (the child's working folder). */
  root: string;
  /** The script to run, from the root. */
  script?: string;
  /** Put over this process's environment (PORT and HOST are set unless given here). */
  env?: Record<string, string | undefined>;
  /** The stdout line that says it is ready. */
  ready?: RegExp;
  /** How long it may take to say so (a first start on a busy two-core machine runs the migrations). */
  timeoutMs?: number;
  /** Where its stderr goes, a chunk at a time, besides `output()` (e.g. the test's own stderr). */
  onStderr?: (chunk: string) => void;
  /** Keep the child's stdin open (a script that stops when its stdin ends). */
  stdin?: boolean;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`, the PORT it was given (a script that picks its own port says so in its ready line). */
  url: string;
  port: number;
  child: ChildProcess;
  /** The line that said it was ready. */
  readyLine: string;
  /** What it wrote to stderr so far. */
  output: () => string;
  /** Its exit code and signal, once it exits. */
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  /** Sends `signal` (or, with `stdin`, ends its stdin) and waits for it to exit. */
  stop: (signal?: NodeJS.Signals) => Promise<[number | null, NodeJS.Signals | null]>;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const { root, script = 'api/src/server.ts', ready = /^\[http\] listening /, timeoutMs = 120_000 } = options;
  const port = options.env?.PORT ? Number(options.env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...options.env },
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  let errors = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    errors += chunk;
    options.onStderr?.(chunk);
  });
  const lines = createInterface({ input: child.stdout! });
  let timer: NodeJS.Timeout | undefined;
  try {
    const readyLine = await new Promise<string>((resolve, reject) => {
      lines.on('line', (line) => {
        if (ready.test(line)) resolve(line);
      });
      // An exit (or a failure to start at all) before the line fails at once, with what it said.
      void exited.then(
        ([code, signal]) =>
          reject(
            new Error(
              `${script} exited (${code ?? signal}) before it was ready:\n${errors.trim() || '(nothing on stderr)'}`,
            ),
          ),
        reject,
      );
      timer = setTimeout(
        () => reject(new Error(`${script} was not ready within ${timeoutMs} ms:\n${errors.trim()}`)),
        timeoutMs,
      );
    });
    const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) {
        if (options.stdin) child.stdin!.end();
        else child.kill(signal);
      }
      return exited;
    };
    return { url: `http://127.0.0.1:${port}`, port, child, readyLine, output: () => errors, exited, stop };
  } catch (err) {
    if (child.exitCode === null) child.kill('SIGKILL');
    throw err;
  } finally {
    clearTimeout(timer);
    // Later lines are read and dropped, so a chatty child never blocks on a full pipe.
  }
}
