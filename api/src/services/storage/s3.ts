import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { checkKey, StoredFileMissing, type Storage, type Visibility } from './index.js';

/** Where the files go: a bucket of any S3-compatible service (AWS, NCP Object Storage, MinIO…). */
export interface S3Options {
  bucket: string;
  region: string;
  /** The service's address when it is not AWS (`https://kr.object.ncloudstorage.com`). */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Keys under this prefix (`clinic/`), so one bucket may hold other things too. */
  prefix: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: most non-AWS services. */
  forcePathStyle: boolean;
}

/**
 * Uploads in an S3-compatible bucket: what several copies of the server share. Public files are
 * under `<prefix>public/`, private ones (attachments) under `<prefix>private/`; the bucket itself
 * stays private: the server answers `/uploads/<key>` from it (http/static.ts), and private files
 * only through the API routes that check who asks, exactly as with the local folder. Every object
 * is written with its type and, for public ones, the year-long cache their random names allow.
 */
export class S3Storage implements Storage {
  readonly publicRoot = undefined;
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    const config: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    };
    this.client = new S3Client(config);
    this.description = `bucket ${options.bucket}${options.prefix ? ` (under ${options.prefix})` : ''}`;
  }

  private key(visibility: Visibility, key: string): string {
    return `${this.options.prefix}${visibility}/${checkKey(key)}`;
  }

  async put(visibility: Visibility, key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: this.key(visibility, key),
        Body: body,
        ContentType: contentType,
        ...(visibility === 'public' ? { CacheControl: 'public, max-age=31536000, immutable' } : {}),
      }),
    );
  }

  async get(visibility: Visibility, key: string): Promise<Buffer> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(visibility, key) }),
      );
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') throw new StoredFileMissing(key);
      throw err;
    }
  }

  async delete(visibility: Visibility, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(visibility, key) }));
  }

  publicUrl(key: string): string {
    return `/uploads/${checkKey(key)}`;
  }

  /** Closes the client's connections (on shutdown). */
  close(): void {
    this.client.destroy();
  }
}
