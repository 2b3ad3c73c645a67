// Authenticated encryption of what leaves the machine (backups and WAL sent to the bucket), with
// BACKUP_ENCRYPTION_KEY: AES-256-GCM in chunks of 1 MiB, so that files of any size stream through.
// The passphrase gives a master key (scrypt, once per process); each file has its own random salt
// and its own key from it (HKDF), so a chunk counter is a safe nonce. Format:
//   "EVKBENC1" | salt (16) | key check (16) | records
//   record = length (4, big-endian; top bit set on the last) | ciphertext | GCM tag (16)
// The length is the record's associated data and the counter its nonce: a record moved, cut off,
// changed or missing fails. The key check tells a wrong key from a damaged file before any output.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

const MAGIC = Buffer.from('EVKBENC1');
const SALT = 16;
const CHECK = 16;
const HEADER = MAGIC.length + SALT + CHECK;
const TAG = 16;
const CHUNK = 1024 * 1024;
const LAST = 0x80000000;

export class BackupKeyError extends Error {}
export class DamagedBackupError extends Error {}

const masters = new Map<string, Buffer>();
function master(passphrase: string): Buffer {
  let key = masters.get(passphrase);
  if (!key)
    masters.set(
      passphrase,
      (key = scryptSync(passphrase, 'evklub-backup/1', 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })),
    );
  return key;
}

function fileKey(passphrase: string, salt: Buffer): { key: Buffer; check: Buffer } {
  const key = Buffer.from(hkdfSync('sha256', master(passphrase), salt, 'evklub-backup file', 32));
  return { key, check: createHmac('sha256', key).update('evklub-backup key check').digest().subarray(0, CHECK) };
}

const nonce = (counter: number) => {
  const n = Buffer.alloc(12);
  n.writeBigUInt64BE(BigInt(counter), 4);
  return n;
};

/** Whether bytes (a file's first ones) are encrypted by this module. */
export const isEncrypted = (head: Buffer) =>
  head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC);

/** The encrypted size of `plain` bytes (an upload announces its length). */
export const encryptedSize = (plain: number) => HEADER + Math.max(1, Math.ceil(plain / CHUNK)) * (4 + TAG) + plain;

/** Bytes in a queue, taken from the front without copying all of them at every push. */
class Bytes {
  private parts: Buffer[] = [];
  length = 0;
  push(b: Buffer): void {
    this.parts.push(b);
    this.length += b.length;
  }
  take(n: number): Buffer {
    const all = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts);
    this.parts = all.length > n ? [all.subarray(n)] : [];
    this.length -= n;
    return all.subarray(0, n);
  }
}

export function encryptStream(passphrase: string): Transform {
  const salt = randomBytes(SALT);
  const { key, check } = fileKey(passphrase, salt);
  const pending = new Bytes();
  let counter = 0;
  const record = (plain: Buffer, last: boolean) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE((plain.length | (last ? LAST : 0)) >>> 0);
    const cipher = createCipheriv('aes-256-gcm', key, nonce(counter++));
    cipher.setAAD(length);
    return Buffer.concat([length, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(Buffer.concat([MAGIC, salt, check]));
      }
      pending.push(chunk);
      while (pending.length > CHUNK) this.push(record(pending.take(CHUNK), false));
      done();
    },
    flush(done: TransformCallback) {
      if (!started) this.push(Buffer.concat([MAGIC, salt, check]));
      this.push(record(pending.take(pending.length), true));
      done();
    },
  });
}

export function decryptStream(passphrase: string): Transform {
  const pending = new Bytes();
  let key: Buffer | null = null;
  let counter = 0;
  let ended = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      pending.push(chunk);
      try {
        if (!key && pending.length >= HEADER) {
          const header = pending.take(HEADER);
          if (!isEncrypted(header)) throw new DamagedBackupError('the file is not an encrypted backup');
          const derived = fileKey(passphrase, header.subarray(MAGIC.length, MAGIC.length + SALT));
          if (!timingSafeEqual(derived.check, header.subarray(MAGIC.length + SALT)))
            throw new BackupKeyError('BACKUP_ENCRYPTION_KEY is not the key this backup was encrypted with');
          key = derived.key;
        }
        while (key && pending.length >= 4) {
          if (ended) throw new DamagedBackupError('the encrypted file goes on after its end');
          const head = pending.take(4);
          const raw = head.readUInt32BE(0);
          const size = (raw & ~LAST) >>> 0;
          if (pending.length < size + TAG) {
            const rest = pending.take(pending.length);
            pending.push(head);
            pending.push(rest);
            break;
          }
          const body = pending.take(size + TAG);
          const decipher = createDecipheriv('aes-256-gcm', key, nonce(counter++));
          decipher.setAAD(head);
          decipher.setAuthTag(body.subarray(size));
          this.push(Buffer.concat([decipher.update(body.subarray(0, size)), decipher.final()]));
          ended = (raw & LAST) !== 0;
        }
        done();
      } catch (e) {
        done(
          e instanceof BackupKeyError || e instanceof DamagedBackupError
            ? e
            : new DamagedBackupError(`the encrypted file is damaged: ${(e as Error).message}`),
        );
      }
    },
    flush(done: TransformCallback) {
      done(ended && pending.length === 0 ? null : new DamagedBackupError('the encrypted file is cut short'));
    },
  });
}

async function through(transform: Transform, bytes: Buffer): Promise<Buffer> {
  const out: Buffer[] = [];
  transform.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => transform.once('end', resolve).once('error', reject));
  transform.end(bytes);
  await done;
  return Buffer.concat(out);
}

export const encryptBuffer = (passphrase: string, bytes: Buffer) => through(encryptStream(passphrase), bytes);
export const decryptBuffer = (passphrase: string, bytes: Buffer) => through(decryptStream(passphrase), bytes);
