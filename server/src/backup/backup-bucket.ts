// The bucket backups are shipped to (docs/operations.md §6): BACKUP_S3_BUCKET, or the storage
// bucket when STORAGE_DRIVER=s3, always under the prefix `backups/`:
//   backups/base/<archive>        a base backup (encrypted with BACKUP_ENCRYPTION_KEY)
//   backups/base/<archive>.json   its summary (catalogue.ts), written after it: the backup is complete
//   backups/wal/<system>/<file>.gz an archived WAL file, gzip (then encrypted)
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Config } from '../config/config';

export const PREFIX = 'backups/';

export type BucketConfig = Pick<
  Config,
  | 'STORAGE_DRIVER'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'BACKUP_S3_BUCKET'
  | 'BACKUP_S3_ENDPOINT'
  | 'BACKUP_S3_ACCESS_KEY_ID'
  | 'BACKUP_S3_SECRET_ACCESS_KEY'
>;

/** The backup bucket's name, or null when backups stay on this machine. */
export function backupBucketName(config: BucketConfig): string | null {
  if (config.BACKUP_S3_BUCKET === 'off') return null;
  return config.BACKUP_S3_BUCKET ?? (config.STORAGE_DRIVER === 's3' ? config.S3_BUCKET! : null);
}

export class BackupBucket {
  private readonly client: S3Client;

  private constructor(
    readonly name: string,
    config: BucketConfig,
  ) {
    this.client = new S3Client({
      endpoint: config.BACKUP_S3_ENDPOINT ?? config.S3_ENDPOINT,
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials: {
        accessKeyId: config.BACKUP_S3_ACCESS_KEY_ID ?? config.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: config.BACKUP_S3_SECRET_ACCESS_KEY ?? config.S3_SECRET_ACCESS_KEY ?? '',
      },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
  }

  static open(config: BucketConfig): BackupBucket | null {
    const name = backupBucketName(config);
    return name ? new BackupBucket(name, config) : null;
  }

  async put(key: string, body: Buffer | Readable, length: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.name, Key: PREFIX + key, Body: body, ContentLength: length }),
    );
  }

  async get(key: string): Promise<Readable> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.name, Key: PREFIX + key }));
    return out.Body as Readable;
  }

  async getBuffer(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** Keys under `backups/<prefix>`, without `backups/`, sorted. */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.name, Prefix: PREFIX + prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(PREFIX.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  /**
   * One DeleteObject per key: DeleteObjects needs a Content-MD5 some S3-compatible services and SDK versions disagree
   * on.
   */
  async delete(keys: string[]): Promise<void> {
    for (const key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.name, Key: PREFIX + key }));
  }

  destroy(): void {
    this.client.destroy();
  }
}
