import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { openDatabase } from './index.js';

/**
 * `npm run db:backup` and `npm run db:restore`: everything an installation needs to come back, in
 * one folder, taken from a running server without stopping it.
 *
 * - The database. MySQL/MariaDB: `mariadb-dump --single-transaction` (one consistent snapshot of
 *   every InnoDB table, no table locks, the site keeps answering) into `database.sql`. SQLite:
 *   `VACUUM INTO` (one read transaction, so the write-ahead log's recent changes are in it and a
 *   half-written page never is) into `clinic.sqlite`. Copying the live file would miss the `-wal`.
 * - The uploads (`DATA_DIR/uploads`: pictures, attachments), copied after the database, so every
 *   file the database names is there.
 * - `DATA_DIR/jwt-secret`, when the server made one (without JWT_SECRET): without it every login
 *   ends at the restore.
 * - `backup.json`: when, from which database, up to which migration.
 *
 * Restoring goes into a place that holds nothing yet (an empty database, no SQLite file, no uploads)
 * unless forced: a restore never mixes two installations or overwrites one by mistake.
 */

export interface BackupManifest {
  createdAt: string;
  dialect: 'mysql' | 'sqlite';
  /** The database the dump came from (MySQL/MariaDB) or the SQLite file. */
  source: string;
  /** The last migration applied: code at least this new restores it. */
  lastMigration: string | null;
  files: { database: string; uploads: boolean; jwtSecret: boolean };
  /** Where the uploads are when they are not in this folder (`bucket clinic-uploads (under clinic/)`). */
  uploadsElsewhere?: string;
}

const MANIFEST = 'backup.json';

/** The MySQL/MariaDB command-line tools, MariaDB's names first. */
async function tool(names: string[]): Promise<string> {
  for (const name of names)
    for (const dir of (process.env.PATH ?? '').split(path.delimiter))
      if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  throw new Error(`${names.join(' or ')} is not installed (Debian: apt-get install mariadb-client)`);
}

interface Connection {
  host: string;
  port: string;
  user: string;
  password: string;
  database: string;
}

function connectionOf(databaseUrl: string): Connection {
  const url = new URL(databaseUrl.replace(/^mariadb:/, 'mysql:'));
  return {
    host: url.hostname,
    port: url.port || '3306',
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.replace(/^\//, '')),
  };
}

/**
 * Runs a MySQL/MariaDB client tool with its output to `output` (a file) or its input from `input`.
 * The password goes in the environment (MYSQL_PWD), never on the command line where `ps` shows it.
 */
function runTool(
  command: string,
  args: string[],
  conn: Connection,
  io: { output?: string; input?: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      command,
      [`--host=${conn.host}`, `--port=${conn.port}`, `--user=${conn.user}`, '--default-character-set=utf8mb4', ...args],
      {
        env: { ...process.env, MYSQL_PWD: conn.password },
        stdio: [io.input ? 'pipe' : 'ignore', io.output ? 'pipe' : 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => (errors += chunk));
    if (io.output) child.stdout!.pipe(createWriteStream(io.output));
    if (io.input) createReadStream(io.input).pipe(child.stdin!);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}): ${errors.trim()}`)),
    );
  });
}

async function lastMigration(config: Config): Promise<string | null> {
  const db = openDatabase(config.databaseUrl, config.sqliteFile);
  try {
    if (!(await db.knex.schema.hasTable('knex_migrations'))) return null;
    const row = (await db.knex('knex_migrations').orderBy('id', 'desc').first('name')) as { name: string } | undefined;
    return row?.name ?? null;
  } finally {
    await db.knex.destroy();
  }
}

/** A folder name for now: `clinic-2026-11-28T150102Z`. */
export function backupName(now = new Date()): string {
  return `clinic-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;
}

/** Backs the installation `config` describes up into the folder `dest` (made; it must not hold anything). */
export async function backup(config: Config, dest: string): Promise<BackupManifest> {
  if (existsSync(dest) && (await readdir(dest)).length > 0)
    throw new Error(`${dest} is not empty: choose a new folder`);
  await mkdir(dest, { recursive: true });
  const last = await lastMigration(config);
  let database: string;
  if (config.databaseUrl) {
    const conn = connectionOf(config.databaseUrl);
    database = 'database.sql';
    await runTool(
      await tool(['mariadb-dump', 'mysqldump']),
      [
        '--single-transaction',
        '--quick',
        '--hex-blob',
        '--routines',
        '--triggers',
        // Needs no PROCESS privilege; the tablespaces are the server's business, not the clinic's.
        '--no-tablespaces',
        conn.database,
      ],
      conn,
      { output: path.join(dest, database) },
    );
  } else {
    database = 'clinic.sqlite';
    const db = openDatabase(undefined, config.sqliteFile);
    try {
      await db.knex.raw('VACUUM INTO ?', [path.join(dest, database)]);
    } finally {
      await db.knex.destroy();
    }
  }
  // Uploads in a bucket are not copied: the bucket is backed up by its own service (versioning or
  // replication), and backup.json says which bucket the database's files are in.
  const uploads = path.join(config.dataDir, 'uploads');
  const hasUploads = !config.s3 && existsSync(uploads);
  if (hasUploads) await cp(uploads, path.join(dest, 'uploads'), { recursive: true, preserveTimestamps: true });
  const secret = path.join(config.dataDir, 'jwt-secret');
  const hasSecret = existsSync(secret);
  if (hasSecret) await cp(secret, path.join(dest, 'jwt-secret'));
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    dialect: config.databaseUrl ? 'mysql' : 'sqlite',
    source: config.databaseUrl ? connectionOf(config.databaseUrl).database : config.sqliteFile,
    lastMigration: last,
    files: { database, uploads: hasUploads, jwtSecret: hasSecret },
    ...(config.s3
      ? { uploadsElsewhere: `bucket ${config.s3.bucket}${config.s3.prefix ? ` (under ${config.s3.prefix})` : ''}` }
      : {}),
  };
  await writeFile(path.join(dest, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/** What a restore would overwrite in the place `config` describes (empty when it is a new place). */
async function occupied(config: Config): Promise<string[]> {
  const found: string[] = [];
  if (config.databaseUrl) {
    const db = openDatabase(config.databaseUrl, config.sqliteFile);
    try {
      const [[row]] = (await db.knex.raw(
        'SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE()',
      )) as [Array<{ n: number | string }>];
      if (Number(row?.n ?? 0) > 0) found.push(`the database ${connectionOf(config.databaseUrl).database} has tables`);
    } finally {
      await db.knex.destroy();
    }
  } else if (existsSync(config.sqliteFile) && (await stat(config.sqliteFile)).size > 0) {
    found.push(`${config.sqliteFile} exists`);
  }
  const uploads = path.join(config.dataDir, 'uploads');
  if (existsSync(uploads) && (await readdir(uploads)).length > 0) found.push(`${uploads} holds files`);
  return found;
}

/**
 * Restores the backup in `src` into the place `config` describes: its database (created empty by
 * the DBA on MySQL/MariaDB), its SQLite file, its uploads and its secret. Stop the server first.
 * A place that holds anything is refused unless `force`.
 */
export async function restore(config: Config, src: string, { force = false } = {}): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(src, MANIFEST), 'utf8')) as BackupManifest;
  const wanted = config.databaseUrl ? 'mysql' : 'sqlite';
  if (manifest.dialect !== wanted)
    throw new Error(`this backup is of a ${manifest.dialect} database; DATABASE_URL points at ${wanted}`);
  const taken = await occupied(config);
  if (taken.length > 0 && !force)
    throw new Error(`refused: ${taken.join('; ')}. Restore into a new place, or pass --force to overwrite it.`);
  const database = path.join(src, manifest.files.database);
  if (config.databaseUrl) {
    const conn = connectionOf(config.databaseUrl);
    await runTool(await tool(['mariadb', 'mysql']), [conn.database], conn, { input: database });
  } else {
    await mkdir(path.dirname(config.sqliteFile), { recursive: true });
    // A log or index left by an old file would belong to another database.
    for (const extra of ['-wal', '-shm']) await rm(config.sqliteFile + extra, { force: true });
    await cp(database, config.sqliteFile, { force: true });
  }
  await mkdir(config.dataDir, { recursive: true });
  if (manifest.files.uploads)
    await cp(path.join(src, 'uploads'), path.join(config.dataDir, 'uploads'), {
      recursive: true,
      force: true,
      preserveTimestamps: true,
    });
  if (manifest.files.jwtSecret) await cp(path.join(src, 'jwt-secret'), path.join(config.dataDir, 'jwt-secret'));
  return manifest;
}
