/** A MariaDB database of its own for a section of `npm run bench`. */
import { createTestDatabase } from '../support/mariadb.ts';

/**
 * A fresh database `name` on the local MariaDB (BENCH_DATABASE_URL, loopback only), dropped by
 * `drop`. One left behind by a killed run is dropped first.
 */
export async function benchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = new URL(process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306');
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(server.hostname))
    throw new Error(`BENCH_DATABASE_URL must point to this machine (got ${server.hostname})`);
  return createTestDatabase(server.toString(), name, { exact: true });
}
