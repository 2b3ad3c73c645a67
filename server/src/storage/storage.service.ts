// Files (light shows, lock chimes, photos, avatars) behind one service, kept by the driver
// STORAGE_DRIVER chooses: the local folder DATA_DIR/files (local-driver.ts) or an S3-compatible
// bucket (s3-driver.ts). Keys are generated here or derived from the content, never taken from user
// input, so no path traversal is possible.
// Crash safety: before an object is written its key is recorded as an upload in progress
// (storage-uploads.repository.ts) under this server's lease; the caller `commit`s once the row
// naming the key has committed, which ends the record. A server killed in between leaves a record
// whose lease is free: `sweep` (at start, storage-sweep.ts) removes those objects, and every other
// object that no row names and no running upload is writing.
import { Inject, Injectable, OnModuleDestroy, Optional } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable, Transform } from 'node:stream';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import { ApiError } from '../common/api-error';
import { LocalDriver } from './local-driver';
import { S3Driver } from './s3-driver';
import type { OpenedObject, StorageDriver } from './storage-driver';
import { StorageUploadsRepository } from './storage-uploads.repository';
import { COMMON_ERRORS } from '../common/common-errors';
import { firstLine } from '../common/first-line';

export interface StoredFile {
  key: string;
  sizeBytes: number;
  sha256: string;
}

/** An object to write whose bytes are already in memory (processed image variants). */
export interface NewObject {
  key: string;
  bytes: Buffer;
  contentType: string;
}

/** Generated keys (`<folder>/<uuid>.<ext>`) and content-addressed ones (`<folder>/<32 hex>.<ext>`). */
export const KEY_PATTERN =
  /^[a-z0-9-]+\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})(\.[a-z0-9]{1,8})?$/;

export function createDriver(config: Config): StorageDriver {
  return config.STORAGE_DRIVER === 's3' ? new S3Driver(config) : new LocalDriver(path.join(config.dataDir, 'files'));
}

@Injectable()
export class StorageService implements OnModuleDestroy {
  readonly driver: StorageDriver;
  /** Where an upload's bytes are counted before they go to the store (DATA_DIR/uploading, emptied by the sweep). */
  private readonly spoolDir: string;

  /**
   * Without `uploads` (the seed command) no upload is recorded: the caller removes what it wrote when its rows fail.
   */
  constructor(
    @Inject(CONFIG) config: Config,
    @Optional() private readonly uploads?: StorageUploadsRepository,
  ) {
    this.driver = createDriver(config);
    this.spoolDir = path.join(config.dataDir, 'uploading');
  }

  /** Streams `source` into storage under `folder/`, refusing more than `maxBytes` (413). */
  async put(
    folder: string,
    source: Readable,
    options: { maxBytes: number; extension?: string; contentType?: string },
  ): Promise<StoredFile> {
    const ext = options.extension && /^[a-z0-9]{1,8}$/.test(options.extension) ? `.${options.extension}` : '';
    const key = `${folder}/${randomUUID()}${ext}`;
    // The bytes are counted and hashed into a local temporary file first: a refused or cut upload
    // never reaches the store, and the store is told the exact length.
    await fs.promises.mkdir(this.spoolDir, { recursive: true, mode: 0o700 });
    const spool = path.join(this.spoolDir, randomUUID());
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > options.maxBytes)
          return done(new ApiError(413, COMMON_ERRORS.file_too_large, `File is larger than ${options.maxBytes} bytes`));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, fs.createWriteStream(spool, { flags: 'wx', mode: 0o600 }));
      await this.uploads?.begin([key]);
      await this.driver.write(key, {
        file: spool,
        sizeBytes: size,
        contentType: options.contentType ?? 'application/octet-stream',
      });
    } finally {
      await fs.promises.rm(spool, { force: true });
    }
    return { key, sizeBytes: size, sha256: hash.digest('hex') };
  }

  /** Writes objects whose bytes are in memory (recorded as one upload; `commit` them together). */
  async putObjects(objects: NewObject[]): Promise<void> {
    await this.uploads?.begin(objects.map((o) => o.key));
    // A few at a time: the store's connections are shared with readers.
    for (let i = 0; i < objects.length; i += 4) {
      await Promise.all(
        objects.slice(i, i + 4).map((o) =>
          this.driver.write(this.checked(o.key), {
            bytes: o.bytes,
            sizeBytes: o.bytes.length,
            contentType: o.contentType,
          }),
        ),
      );
    }
  }

  /** The rows naming these keys have committed: the upload is complete. */
  async commit(keys: string | string[]): Promise<void> {
    await this.uploads?.end(typeof keys === 'string' ? [keys] : keys);
  }

  /**
   * A read stream of a stored file (only bytes `range.start`…`range.end` inclusive when given, for
   * HTTP Range requests), or null when it is gone. `sizeBytes` is the whole file's size.
   */
  open(key: string, range?: { start: number; end: number }): Promise<OpenedObject | null> {
    return this.driver.read(this.checked(key), range);
  }

  /** Removes stored objects (an abandoned upload's record with them). */
  async remove(keys: string | string[]): Promise<void> {
    const list = typeof keys === 'string' ? [keys] : keys;
    await Promise.all(list.map((key) => this.driver.delete(this.checked(key))));
    await this.uploads?.end(list);
  }

  /**
   * After a crash: bytes of uploads cut short are dropped, uploads of servers that died are forgotten, then every
   * stored object that
   * `protectedKeys` (the keys rows name and uploads still running write, read in one snapshot after
   * the listing) does not hold is removed. Returns what it removed.
   */
  async sweep(protectedKeys: () => Promise<Set<string>>): Promise<{ removed: string[]; partial: number }> {
    await this.uploads?.dropDead();
    const spooled = await fs.promises.readdir(this.spoolDir).catch(() => []);
    await Promise.all(spooled.map((name) => fs.promises.rm(path.join(this.spoolDir, name), { force: true })));
    const partial = spooled.length + (await this.driver.dropPartialWrites());
    const stored: string[] = [];
    for await (const key of this.driver.list()) if (KEY_PATTERN.test(key)) stored.push(key);
    const keep = await protectedKeys();
    const removed = stored.filter((key) => !keep.has(key));
    for (const key of removed) await this.driver.delete(key);
    return { removed, partial };
  }

  /** Whether the store can be written (local) or reached (S3) within `timeoutMs`; the error's first line when not. */
  async check(timeoutMs: number): Promise<{ driver: 'local' | 's3'; reachable: boolean; error: string | null }> {
    const driver = this.driver instanceof S3Driver ? 's3' : 'local';
    const signal = AbortSignal.timeout(timeoutMs);
    const late = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(new Error(`no answer within ${timeoutMs} ms`)), { once: true }),
    );
    try {
      await Promise.race([this.driver.probe(signal), late]);
      return { driver, reachable: true, error: null };
    } catch (error) {
      return { driver, reachable: false, error: firstLine(error as Error) };
    }
  }

  onModuleDestroy(): void {
    if (this.driver instanceof S3Driver) this.driver.destroy();
  }

  private checked(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return key;
  }
}
