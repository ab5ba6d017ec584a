import type { Knex } from 'knex';

/**
 * A MySQL/MariaDB statement with a time limit the database enforces, on a connection of its own that
 * can be stopped mid-way. The two servers spell the limit differently (MariaDB `SET STATEMENT
 * max_statement_time = s FOR …`, MySQL 8 the `MAX_EXECUTION_TIME(ms)` hint); which one this is, is
 * asked once per database client. Used by the console's list reads (http/consoleReads.ts).
 */

const flavors = new WeakMap<object, Promise<'mariadb' | 'mysql'>>();

function flavorOf(builder: Knex.QueryBuilder): Promise<'mariadb' | 'mysql'> {
  let flavor = flavors.get(builder.client);
  if (!flavor) {
    flavor = (builder.client.raw('SELECT VERSION() AS v') as unknown as Promise<[Array<{ v: string }>]>).then(
      ([[row]]) => (/mariadb/i.test(row?.v ?? '') ? 'mariadb' : 'mysql'),
    );
    flavors.set(builder.client, flavor);
  }
  return flavor;
}

/** A statement being run: its rows once done, and `stop()` to end it now on the database (KILL QUERY). */
export interface LimitedStatement<Row> {
  rows: Promise<Row[]>;
  stop: () => void;
}

/**
 * Runs `builder` within `timeoutMs` on a connection taken for it alone (given back when done). Past
 * the limit the database stops it (an error `isStatementTimeout` recognises); `stop()` stops it earlier.
 */
export async function runWithTimeLimit<Row>(
  builder: Knex.QueryBuilder,
  timeoutMs: number,
): Promise<LimitedStatement<Row>> {
  const { client } = builder;
  const flavor = await flavorOf(builder);
  const conn = (await client.acquireConnection()) as { threadId?: number };
  const stop = () => {
    if (conn.threadId !== undefined)
      void (client.raw('KILL QUERY ?', [conn.threadId]) as unknown as Promise<unknown>).catch(() => undefined);
  };
  const run = async (): Promise<Row[]> => {
    try {
      if (flavor === 'mysql')
        return (await builder
          .hintComment(`MAX_EXECUTION_TIME(${Math.round(timeoutMs)})`)
          .connection(conn as never)) as Row[];
      const { sql, bindings } = builder.toSQL();
      const seconds = (timeoutMs / 1000).toFixed(3);
      const [rows] = (await client
        .raw(`SET STATEMENT max_statement_time = ${seconds} FOR ${sql}`, bindings)
        .connection(conn as never)) as [Row[]];
      return rows;
    } finally {
      await client.releaseConnection(conn);
    }
  };
  return { rows: run(), stop };
}
