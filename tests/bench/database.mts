/** A MariaDB database of its own for a section of `npm run bench`. */
import knexFactory from 'knex';

/**
 * A fresh database `name` on the local MariaDB (BENCH_DATABASE_URL, loopback only), dropped by
 * `drop`. One left behind by a killed run is dropped first.
 */
export async function benchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = new URL(process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306');
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(server.hostname))
    throw new Error(`BENCH_DATABASE_URL must point to this machine (got ${server.hostname})`);
  const admin = knexFactory({
    client: 'mysql2',
    connection: {
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username),
      password: decodeURIComponent(server.password),
    },
    pool: { min: 0, max: 1 },
  });
  try {
    await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
    await admin.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
  } catch (err) {
    await admin.destroy();
    throw err;
  }
  const url = new URL(server);
  url.pathname = '/' + name;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await admin.raw('DROP DATABASE IF EXISTS ??', [name]);
      } finally {
        await admin.destroy();
      }
    },
  };
}
