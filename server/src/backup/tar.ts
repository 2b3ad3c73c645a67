// A minimal streaming tar (POSIX ustar) writer and reader for backup archives: regular files only,
// each with its size known before its bytes. A file read while the database writes it may end
// short (a relation truncated by VACUUM); it is padded with zeros to its announced size, as
// PostgreSQL's own base backups do: the WAL replayed at restore rewrites such pages.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable, Writable } from 'node:stream';

const BLOCK = 512;

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    const cut = name.lastIndexOf('/', 155);
    if (cut <= 0 || Buffer.byteLength(name.slice(cut + 1)) > 100)
      throw new Error(`path too long for the archive: ${name}`);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
  }
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0') + '\0';
  block.write(base, 0, 100);
  block.write(octal(0o600, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write('        ', 148); // checksum field counts as spaces while summing
  block.write('0', 156);
  block.write('ustar\u000000', 257);
  block.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Resolves once `out` has taken `chunk` (waits for 'drain' when it is full). */
function write(out: Writable, chunk: Buffer): Promise<void> | void {
  if (!out.write(chunk)) return new Promise((resolve) => out.once('drain', resolve));
}

export interface Entry {
  path: string;
  size: number;
  sha256: string;
}

export class TarWriter {
  constructor(private readonly out: Writable) {}

  /** Adds a file as it is now: at most its current size, zero-padded when it shrinks meanwhile. */
  async addFile(name: string, file: string): Promise<Entry> {
    const handle = await fs.promises.open(file, 'r');
    try {
      const { size, mtime } = await handle.stat();
      await write(this.out, header(name, size, mtime));
      const hash = createHash('sha256');
      const buffer = Buffer.alloc(1024 * 1024);
      let done = 0;
      while (done < size) {
        const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, size - done), done);
        const chunk = bytesRead > 0 ? Buffer.from(buffer.subarray(0, bytesRead)) : Buffer.alloc(size - done);
        hash.update(chunk);
        done += chunk.length;
        await write(this.out, chunk);
      }
      await write(this.out, padding(size));
      return { path: name, size, sha256: hash.digest('hex') };
    } finally {
      await handle.close();
    }
  }

  async addBuffer(name: string, body: Buffer): Promise<Entry> {
    await write(this.out, header(name, body.length, new Date()));
    await write(this.out, body);
    await write(this.out, padding(body.length));
    return { path: name, size: body.length, sha256: createHash('sha256').update(body).digest('hex') };
  }

  /** The two zero blocks that end an archive. */
  async end(): Promise<void> {
    await write(this.out, Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) =>
      this.out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
}

/**
 * Reads an archive, handing each file's bytes to `onFile` as a stream of chunks (an async
 * iterable, consumed before the next entry is read).
 */
export async function readTar(
  input: Readable,
  onFile: (name: string, size: number, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  const source = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const fill = async () => {
    const next = await source.next();
    if (next.done) throw new Error('the archive ends in the middle of a file');
    pending = pending.length ? Buffer.concat([pending, next.value]) : next.value;
  };
  const take = async (n: number): Promise<Buffer> => {
    while (pending.length < n) await fill();
    const out = pending.subarray(0, n);
    pending = pending.subarray(n);
    return out;
  };
  for (;;) {
    const block = await take(BLOCK);
    if (block.every((b) => b === 0)) return;
    const field = (start: number, length: number) =>
      block
        .subarray(start, start + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
    if (parseInt(field(148, 8).trim(), 8) !== sum) throw new Error('a file header is damaged');
    const size = parseInt(field(124, 12).trim(), 8);
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    if (field(156, 1) !== '0' && field(156, 1) !== '') throw new Error(`unexpected entry type in the archive: ${name}`);
    async function* body(): AsyncIterable<Buffer> {
      let left = size;
      while (left > 0) {
        // Whatever has arrived, up to the file's end: no copying into blocks of a fixed size.
        if (pending.length === 0) await fill();
        const chunk = pending.subarray(0, Math.min(left, pending.length));
        pending = pending.subarray(chunk.length);
        left -= chunk.length;
        yield chunk;
      }
    }
    await onFile(name, size, body());
    await take(padding(size).length);
  }
}
