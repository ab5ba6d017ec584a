import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

type Migration = Knex.Migration;

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
    return typeof loaded.up === 'function' ? loaded : loaded.default!;
  }
}
