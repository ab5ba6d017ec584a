import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { migrationRunning } from './rerunnableDdl.js';

/** A migration as Knex runs it: `config.transaction` is read by Knex though its types leave it out. */
type Migration = Knex.Migration & { config?: { transaction?: boolean } };

/**
 * Loads `migrations/*.ts` with `import()`, so whatever runs the server (tsx, Vitest) also compiles
 * the migrations. Names are the file names, exactly as Knex's own directory loader records them,
 * so the server and `npm run knex -- migrate:…` share one `knex_migrations` history.
 */
export class FileMigrationSource implements Knex.MigrationSource<string> {
  constructor(private readonly directory: string) {}

  async getMigrations(): Promise<string[]> {
    const files = await readdir(this.directory, { withFileTypes: true });
    return files
      .filter((f) => f.isFile() && f.name.endsWith('.ts') && !f.name.endsWith('.d.ts'))
      .map((f) => f.name)
      .sort();
  }

  getMigrationName(file: string): string {
    return file;
  }

  async getMigration(file: string): Promise<Migration> {
    const loaded = (await import(pathToFileURL(path.join(this.directory, file)).href)) as Migration & {
      default?: Migration;
    };
    const migration = typeof loaded.up === 'function' ? loaded : loaded.default!;
    const { up, down } = migration;
    return {
      ...migration,
      // Each migration is one transaction with its line in the history (Knex's per-migration
      // transactions; knexConfig sets `disableTransactions` so that Knex makes no batch-wide one).
      // A data migration stopped half-way leaves nothing; a schema one on MySQL/MariaDB, where each
      // statement commits at once, completes when run again (rerunnableDdl.ts).
      config: { ...migration.config, transaction: migration.config?.transaction ?? true },
      up: (knex: Knex) => migrationRunning.run(file, () => up(knex)),
      ...(down ? { down: (knex: Knex) => migrationRunning.run(file, () => down(guardedDrops(knex))) } : {}),
    };
  }
}

/** Set to `1` to let a migration's `down()` drop a table that holds rows (their data is lost). */
export const FORCE_ENV = 'MIGRATE_FORCE';

/**
 * The database as a migration's `down()` sees it: dropping a table that holds rows is refused,
 * naming the table and its row count, unless MIGRATE_FORCE=1. A rollback can never wipe the
 * clinic's members, requests or texts by mistake; an empty table (what a first step's down finds
 * after the data step's down) drops as before. The check runs before the drop, so nothing is lost.
 */
export function guardedDrops(knex: Knex): Knex {
  if (process.env[FORCE_ENV] === '1') return knex;
  const refuseIfRows = async (table: string) => {
    if (!(await knex.schema.hasTable(table))) return;
    const [row] = (await knex(table).count({ n: '*' })) as Array<{ n: number | string }>;
    const rows = Number(row?.n ?? 0);
    if (rows > 0)
      throw new Error(
        `refused: this rollback would drop table "${table}", which holds ${rows} rows (their data would be lost). ` +
          `Back up first; set ${FORCE_ENV}=1 to drop it anyway.`,
      );
  };
  const schema = (builder: Knex.SchemaBuilder) =>
    new Proxy(builder, {
      get(target, prop, receiver) {
        if (prop === 'dropTable' || prop === 'dropTableIfExists')
          return async (table: string) => {
            await refuseIfRows(table);
            return target[prop](table);
          };
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  return new Proxy(knex, {
    get(target, prop, receiver) {
      if (prop === 'schema') return schema(target.schema);
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
}
