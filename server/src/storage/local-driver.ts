// Files under DATA_DIR/files/<folder>/<name>. A write goes to a temporary `.part` file that is
// renamed into place, so a reader never sees half a file; `.part` files left by a killed process are
// dropped at the next start (the folder belongs to one server, as the embedded database does).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ObjectBody, OpenedObject, StorageDriver } from './storage-driver';

const PART = '.part';

export class LocalDriver implements StorageDriver {
  constructor(private readonly root: string) {}

  async write(key: string, body: ObjectBody): Promise<void> {
    const target = path.join(this.root, key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const part = `${target}.${randomUUID()}${PART}`;
    try {
      if (body.bytes) await fs.promises.writeFile(part, body.bytes, { flag: 'wx' });
      else await fs.promises.copyFile(body.file!, part);
      await fs.promises.rename(part, target);
    } catch (e) {
      await fs.promises.rm(part, { force: true });
      throw e;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<OpenedObject | null> {
    const file = path.join(this.root, key);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return {
      stream: fs.createReadStream(file, range ? { start: range.start, end: range.end } : undefined),
      sizeBytes: stat.size,
    };
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(path.join(this.root, key), { force: true });
  }

  async probe(): Promise<void> {
    await fs.promises.mkdir(this.root, { recursive: true });
    const file = path.join(this.root, `.probe-${randomUUID()}${PART}`);
    try {
      await fs.promises.writeFile(file, 'ok', { flag: 'wx' });
    } finally {
      await fs.promises.rm(file, { force: true });
    }
  }

  async *list(): AsyncIterable<string> {
    for (const folder of await this.folders()) {
      for (const name of await fs.promises.readdir(path.join(this.root, folder)))
        if (!name.endsWith(PART)) yield `${folder}/${name}`;
    }
  }

  async dropPartialWrites(): Promise<number> {
    let dropped = 0;
    for (const folder of await this.folders()) {
      for (const name of await fs.promises.readdir(path.join(this.root, folder))) {
        if (!name.endsWith(PART)) continue;
        await fs.promises.rm(path.join(this.root, folder, name), { force: true });
        dropped++;
      }
    }
    return dropped;
  }

  private async folders(): Promise<string[]> {
    const entries = await fs.promises.readdir(this.root, { withFileTypes: true }).catch(() => []);
    return entries.filter((d) => d.isDirectory()).map((d) => d.name);
  }
}
