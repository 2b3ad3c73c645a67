// Files (light shows, lock chimes, photos, avatars) behind one service. The local-folder driver keeps
// them under DATA_DIR/files; keys are generated here, never taken from user input, so no path
// traversal is possible. An S3-compatible driver can implement the same methods.
// Crash safety: `put` writes to `<key>.part`; the caller `commit`s (renames to the key) only after
// the row naming the key has committed. A process killed mid-upload therefore leaves only `.part`
// files, and `sweep` (run at start, storage-sweep.ts) removes them and every file no row names. The
// folder belongs to one server process (as the embedded database in DATA_DIR does).
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

/** The suffix of a file being written, not yet committed. */
const PART = '.part';

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
      await pipeline(source, meter, fs.createWriteStream(target + PART, { flags: 'wx' }));
    } catch (e) {
      await fs.promises.rm(target + PART, { force: true });
      throw e;
    }
    return { key, sizeBytes: size, sha256: hash.digest('hex') };
  }

  /** Makes a `put` file visible under its key; call after the row naming the key has committed. */
  async commit(key: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.promises.rename(target + PART, target);
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

  /** Removes the file under the key, committed or not. */
  async remove(key: string): Promise<void> {
    const target = this.pathOf(key);
    await Promise.all([fs.promises.rm(target, { force: true }), fs.promises.rm(target + PART, { force: true })]);
  }

  /**
   * After a crash: every stored file whose key `referenced` does not hold is removed, and a `.part`
   * file whose key it holds (the row committed, the rename did not happen) is committed. Returns
   * what it did. Run before the server takes requests.
   */
  async sweep(referenced: Set<string>): Promise<{ removed: string[]; committed: string[] }> {
    const removed: string[] = [];
    const committed: string[] = [];
    const folders = await fs.promises.readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const folder of folders.filter((d) => d.isDirectory())) {
      for (const name of await fs.promises.readdir(path.join(this.root, folder.name))) {
        const part = name.endsWith(PART);
        const key = `${folder.name}/${part ? name.slice(0, -PART.length) : name}`;
        if (!KEY_PATTERN.test(key)) continue;
        if (referenced.has(key) && part) {
          await this.commit(key);
          committed.push(key);
        } else if (!referenced.has(key)) {
          await fs.promises.rm(path.join(this.root, folder.name, name), { force: true });
          removed.push(folder.name + '/' + name);
        }
      }
    }
    return { removed, committed };
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }
}
