// Keeps the archived WAL small and sends backups off the machine (docs/operations.md §6), every
// few seconds in the server process:
// - each segment PostgreSQL archived into BACKUP_DIR/wal/<system>/ is gzipped in place (a segment
//   closed by archive_timeout is mostly zeros: 16 MB become a few KB), written and fsynced under a
//   temporary name first; a segment archived again after a crash finds its .gz and goes;
// - with a backup bucket, each gzipped segment and each complete base backup (its summary last) is
//   uploaded, encrypted when BACKUP_ENCRYPTION_KEY is set, and its name appended to
//   BACKUP_DIR/shipped.log. Whatever the bucket refuses stays here and is tried again on the next
//   round: nothing is deleted before it is shipped, so a bucket that is down loses nothing.
// A failure is logged once a minute while it lasts, with how many files wait; shipping.json holds
// the last success and failure for backup-state.ts.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Config } from '../config/config';
import { BackupBucket } from './backup-bucket';
import { isWalFile, localBackups, summaryName, walExpired, walNeeded } from './catalogue';
import { encryptBuffer, encryptedSize, encryptStream } from './encryption';
import type { BackupSummary } from './catalogue';

export const SHIP_INTERVAL_MS = 5000;
const LOG_EVERY_MS = 60_000;
const SHIPPED = 'shipped.log';
export const SHIPPING_STATE = 'shipping.json';

export interface ShippingState {
  /** The last file shipped to the bucket and when. */
  lastShipped: { file: string; at: string } | null;
  /** Files that wait for the bucket. */
  waiting: number;
  /** The last failure, and since when shipping fails (null once a round succeeds). */
  lastError: { message: string; at: string } | null;
  failingSince: string | null;
}

type Log = { warn(msg: string): void; info(msg: string): void };

function writeDurably(file: string, bytes: Buffer): void {
  const temp = `${file}.tmp`;
  const fd = fs.openSync(temp, 'w', 0o600);
  try {
    fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
  const dir = fs.openSync(path.dirname(file), 'r');
  fs.fsyncSync(dir);
  fs.closeSync(dir);
}

export class BackupShipper {
  private readonly dir: string;
  private readonly bucket: BackupBucket | null;
  private shipped: Set<string> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private lastLogged = 0;
  private state: ShippingState = { lastShipped: null, waiting: 0, lastError: null, failingSince: null };

  constructor(
    private readonly config: Config,
    private readonly log: Log,
  ) {
    this.dir = path.resolve(config.BACKUP_DIR);
    this.bucket = BackupBucket.open(config);
  }

  start(intervalMs = SHIP_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
    void this.runOnce();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.round;
    this.bucket?.destroy();
  }

  /** One round (rounds never overlap). */
  runOnce(): Promise<void> {
    this.round ??= this.work().finally(() => (this.round = null));
    return this.round;
  }

  private async work(): Promise<void> {
    try {
      await this.compact();
      if (this.bucket) await this.ship(this.bucket);
      if (this.state.failingSince) this.log.info(`backups: shipping to bucket ${this.bucket?.name} works again`);
      this.state = { ...this.state, waiting: 0, failingSince: null };
    } catch (e) {
      const now = new Date().toISOString();
      this.state = {
        ...this.state,
        lastError: { message: (e as Error).message || String(e), at: now },
        failingSince: this.state.failingSince ?? now,
      };
      if (Date.now() - this.lastLogged >= LOG_EVERY_MS) {
        this.lastLogged = Date.now();
        this.log.warn(
          `backups: ${this.bucket ? `shipping to bucket ${this.bucket.name}` : 'keeping the WAL archive'} fails since ${this.state.failingSince} (${this.state.waiting} files wait, kept in ${this.dir}): ${this.state.lastError!.message}`,
        );
      }
    }
    if (fs.existsSync(this.dir))
      fs.writeFileSync(path.join(this.dir, SHIPPING_STATE), JSON.stringify(this.state, null, 2));
  }

  /** Archived segments gzipped in place. */
  private async compact(): Promise<void> {
    for (const { folder, name } of this.walFiles(false)) {
      const file = path.join(folder, name);
      if (!fs.existsSync(`${file}.gz`))
        writeDurably(`${file}.gz`, await promisify(gzip)(fs.readFileSync(file), { level: 1 }));
      fs.rmSync(file);
    }
  }

  private walFiles(gzipped: boolean): { system: string; folder: string; name: string }[] {
    const root = path.join(this.dir, 'wal');
    if (!fs.existsSync(root)) return [];
    return fs.readdirSync(root).flatMap((system) => {
      const folder = path.join(root, system);
      if (!fs.statSync(folder).isDirectory()) return [];
      return fs
        .readdirSync(folder)
        .filter((n) => (gzipped ? n.endsWith('.gz') && isWalFile(n.slice(0, -3)) : isWalFile(n)))
        .sort()
        .map((name) => ({ system, folder, name }));
    });
  }

  private loadShipped(): Set<string> {
    const file = path.join(this.dir, SHIPPED);
    return new Set(fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
  }

  private remember(key: string): void {
    fs.appendFileSync(path.join(this.dir, SHIPPED), `${key}\n`);
    this.shipped!.add(key);
    this.state.lastShipped = { file: key, at: new Date().toISOString() };
  }

  private async ship(bucket: BackupBucket): Promise<void> {
    this.shipped ??= this.loadShipped();
    const key = this.config.BACKUP_ENCRYPTION_KEY;
    const wal = this.walFiles(true).filter((f) => !this.shipped!.has(`wal/${f.system}/${f.name}`));
    const backups = localBackups(this.dir).filter(
      (b) =>
        fs.existsSync(path.join(this.dir, summaryName(b.name))) && !this.shipped!.has(`base/${summaryName(b.name)}`),
    );
    this.state.waiting = wal.length + backups.length;
    for (const f of wal) {
      const plain = fs.readFileSync(path.join(f.folder, f.name));
      const body = key ? await encryptBuffer(key, plain) : plain;
      await bucket.put(`wal/${f.system}/${f.name}`, body, body.length);
      this.remember(`wal/${f.system}/${f.name}`);
      this.state.waiting--;
    }
    for (const b of backups) {
      const file = path.join(this.dir, b.name);
      if (!this.shipped.has(`base/${b.name}`)) {
        const size = fs.statSync(file).size;
        const body = key ? fs.createReadStream(file).pipe(encryptStream(key)) : fs.createReadStream(file);
        await bucket.put(`base/${b.name}`, body, key ? encryptedSize(size) : size);
        this.remember(`base/${b.name}`);
      }
      const summary = fs.readFileSync(path.join(this.dir, summaryName(b.name)));
      await bucket.put(`base/${summaryName(b.name)}`, summary, summary.length);
      this.remember(`base/${summaryName(b.name)}`);
      this.state.waiting--;
    }
    if (backups.length) await this.pruneBucket(bucket);
  }

  /** The bucket keeps what BACKUP_DIR keeps: the BACKUP_KEEP newest complete backups and the WAL they need. */
  private async pruneBucket(bucket: BackupBucket): Promise<void> {
    if (this.config.BACKUP_KEEP === 0) return;
    const base = await bucket.list('base/');
    const summaries = base.filter((k) => k.endsWith('.json')).sort();
    const old = summaries.slice(0, Math.max(0, summaries.length - this.config.BACKUP_KEEP));
    const kept: BackupSummary[] = [];
    for (const k of summaries.slice(old.length))
      kept.push(JSON.parse((await bucket.getBuffer(k)).toString('utf8')) as BackupSummary);
    const gone = new Set(old.flatMap((k) => [k, k.slice(0, -'.json'.length)]));
    const needed = walNeeded(kept);
    const wal = (await bucket.list('wal/')).filter((k) => {
      const [, system, name] = k.split('/');
      return walExpired(needed, system, name.replace(/\.gz$/, ''));
    });
    await bucket.delete([...base.filter((k) => gone.has(k)), ...wal]);
  }
}
