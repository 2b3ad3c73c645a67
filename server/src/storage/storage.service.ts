// Files (light shows, lock chimes, photos, avatars) behind one service. The local-folder driver keeps
// them under DATA_DIR/files; keys are generated here, never taken from user input, so no path
// traversal is possible. An S3-compatible driver can implement the same four methods.
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable, Transform } from 'node:stream';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import { ApiError } from '../common/api-error';

export interface StoredFile {
  key: string;
  sizeBytes: number;
  sha256: string;
}

const KEY_PATTERN = /^[a-z0-9-]+\/[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;

@Injectable()
export class StorageService {
  private readonly root: string;

  constructor(@Inject(CONFIG) config: Config) {
    this.root = path.join(config.dataDir, 'files');
  }

  /** Streams `source` into storage under `folder/`, refusing more than `maxBytes` (413). */
  async put(folder: string, source: Readable, options: { maxBytes: number; extension?: string }): Promise<StoredFile> {
    const ext = options.extension && /^[a-z0-9]{1,8}$/.test(options.extension) ? `.${options.extension}` : '';
    const key = `${folder}/${randomUUID()}${ext}`;
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > options.maxBytes) return done(new ApiError(413, 'errors.file_too_large', `File is larger than ${options.maxBytes} bytes`));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, meter, fs.createWriteStream(target, { flags: 'wx' }));
    } catch (e) {
      await fs.promises.rm(target, { force: true });
      throw e;
    }
    return { key, sizeBytes: size, sha256: hash.digest('hex') };
  }

  /**
   * A read stream of a stored file (only bytes `range.start`…`range.end` inclusive when given, for
   * HTTP Range requests), or null when it is gone. `sizeBytes` is the whole file's size.
   */
  async open(key: string, range?: { start: number; end: number }): Promise<{ stream: Readable; sizeBytes: number } | null> {
    const file = this.pathOf(key);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return { stream: fs.createReadStream(file, range ? { start: range.start, end: range.end } : undefined), sizeBytes: stat.size };
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }
}
