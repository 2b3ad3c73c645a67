// What a place to keep files must do: the local folder (local-driver.ts) and any S3-compatible
// bucket (s3-driver.ts) implement it; storage.service.ts chooses one (STORAGE_DRIVER) and adds the
// crash-safe bookkeeping on top, so a driver only moves bytes.
import type { Readable } from 'node:stream';

export interface ObjectBody {
  /** The complete bytes, or a local file holding them. */
  bytes?: Buffer;
  file?: string;
  sizeBytes: number;
  contentType: string;
}

export interface OpenedObject {
  stream: Readable;
  /** The whole object's size (also when only a range is read). */
  sizeBytes: number;
}

export interface StorageDriver {
  /** Writes the object; readers see it whole or not at all. */
  write(key: string, body: ObjectBody): Promise<void>;
  /** The object's bytes (`range` inclusive, for HTTP Range requests), or null when there is none. */
  read(key: string, range?: { start: number; end: number }): Promise<OpenedObject | null>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Every key stored, in any order. */
  list(): AsyncIterable<string>;
  /**
   * Resolves when the store can be written (local: a file written and removed) or reached (S3: the bucket answers
   * HeadBucket); rejects otherwise.
   */
  probe(signal: AbortSignal): Promise<void>;
  /** Leftovers of writes cut short in this process's previous life (local: temporary files); S3 writes are atomic. */
  dropPartialWrites(): Promise<number>;
}
