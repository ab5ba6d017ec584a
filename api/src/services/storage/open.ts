import path from 'node:path';
import type { Config } from '../../config.js';
import { LocalStorage, type Storage } from './index.js';
import { S3Storage } from './s3.js';

/** The storage the configuration names: the bucket when S3_BUCKET is set, else `DATA_DIR/uploads`. */
export function openStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(path.join(config.dataDir, 'uploads'));
}
