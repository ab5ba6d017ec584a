import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. `public` files (review photos, banners, popups) are served at
 * `/uploads/<key>`; `private` files (consultation attachments, member documents) are only ever
 * read through an authorised API route.
 */
export type Visibility = 'public' | 'private';

export interface Storage {
  put(visibility: Visibility, key: string, body: Buffer, contentType: string): Promise<void>;
  get(visibility: Visibility, key: string): Promise<Buffer>;
  delete(visibility: Visibility, key: string): Promise<void>;
  /** The URL a browser uses for a public file. */
  publicUrl(key: string): string;
  /** The folder served at /uploads, for the local adapter (undefined when files live elsewhere). */
  publicRoot: string | undefined;
  /** Where the files are, for logs and backups ("the folder data/uploads", "bucket clinic-uploads"). */
  description: string;
}

/** Thrown by `get` when there is no such file (a 404 to whoever asked). */
export class StoredFileMissing extends Error {}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** A storage key as every adapter takes it: lower-case letters, digits and `/_.-`, never `..`. */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** Files on this machine's disk: `data/uploads/public` and `data/uploads/private`. */
export class LocalStorage implements Storage {
  readonly description: string;
  readonly publicRoot: string;
  private readonly privateRoot: string;

  constructor(root: string) {
    this.publicRoot = path.join(root, 'public');
    this.privateRoot = path.join(root, 'private');
    this.description = `the folder ${root}`;
  }

  private file(visibility: Visibility, key: string): string {
    return path.join(visibility === 'public' ? this.publicRoot : this.privateRoot, checkKey(key));
  }

  async put(visibility: Visibility, key: string, body: Buffer): Promise<void> {
    const file = this.file(visibility, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body, { mode: 0o640 });
  }

  async get(visibility: Visibility, key: string): Promise<Buffer> {
    try {
      return await readFile(this.file(visibility, key));
    } catch (err) {
      if ((err as { code?: string }).code === 'ENOENT') throw new StoredFileMissing(key);
      throw err;
    }
  }

  async delete(visibility: Visibility, key: string): Promise<void> {
    await rm(this.file(visibility, key), { force: true });
  }

  publicUrl(key: string): string {
    return `/uploads/${checkKey(key)}`;
  }
}
