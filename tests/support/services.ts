import { createConnection as tcpConnect } from 'node:net';
import mysql from 'mysql2/promise';

// The services the tests need besides Node, checked before any test runs so that a missing one is one
// clear line rather than a failure in every test that uses it.

/** The Redis the tests use (rate limits and cache clears shared by copies, outages). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const TIMEOUT_MS = 3000;

/** Why Redis at `url` does not answer a PING, or undefined when it does. */
export function redisProblem(url: string): Promise<string | undefined> {
  const { hostname, port, password, username } = new URL(url);
  const where = `${hostname}:${port || 6379}`;
  const how =
    `start it with \`redis-server --daemonize yes\` (Debian: \`apt-get install redis-server\`)` +
    ` or set TEST_REDIS_URL to one that runs`;
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: hostname, port: Number(port || 6379) });
    let answer = '';
    const done = (problem: string | undefined) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(problem);
    };
    const timer = setTimeout(
      () => done(`Redis is not answering at ${where} (no answer in ${TIMEOUT_MS} ms): ${how}`),
      TIMEOUT_MS,
    );
    socket.on('connect', () => {
      const auth = password
        ? `AUTH ${username ? `${decodeURIComponent(username)} ` : ''}${decodeURIComponent(password)}\r\n`
        : '';
      socket.write(`${auth}PING\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (answer.includes('+PONG')) done(undefined);
      else if (answer.startsWith('-'))
        done(`Redis at ${where} refused PING (${answer.trim().split('\r\n')[0]}): check TEST_REDIS_URL`);
    });
    socket.on('error', (err: NodeJS.ErrnoException) =>
      done(`Redis is not answering at ${where} (${err.code ?? err.message}): ${how}`),
    );
  });
}

/** Why the MySQL/MariaDB server at `url` cannot be used, or undefined when it answers. */
export async function mariaDbProblem(url: string): Promise<string | undefined> {
  const { hostname, port, username, password } = new URL(url);
  const where = `${hostname}:${port || 3306}`;
  try {
    const connection = await mysql.createConnection({
      host: hostname,
      port: Number(port || 3306),
      user: decodeURIComponent(username) || 'root',
      password: decodeURIComponent(password),
      connectTimeout: TIMEOUT_MS,
    });
    await connection.query('SELECT 1');
    await connection.end();
    return undefined;
  } catch (err) {
    const sqlMessage = (err as { sqlMessage?: string }).sqlMessage;
    if (sqlMessage) return `MariaDB at ${where} refused the tests' connection (${sqlMessage}): check TEST_DATABASE_URL`;
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    return (
      `MariaDB is not answering at ${where} (${code}): start it with \`service mariadb start\`` +
      ` (Debian: \`apt-get install mariadb-server\`), or unset TEST_DATABASE_URL to run on SQLite`
    );
  }
}
