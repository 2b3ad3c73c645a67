// Prometheus metrics of this process (prom-client), read at GET /metrics: requests by route and
// status with their duration, the page cache (outcomes, pages, bytes, invalidations, LISTEN
// connection), the job queues and the mail outbox (read from the database at scrape time, bounded
// by a deadline so a scrape never hangs), the operator's status figures (last backup, database size,
// free disk under DATA_DIR, storage reachable, version: docs/operations.md §3), the continuous WAL
// archiving and the shipping to the backup bucket (backup/backup-state.ts, read with the status
// figures through the server's pool), the database pool, and
// Node's own (event-loop lag, memory, garbage collection) from prom-client's default collectors.
import { Inject, Injectable, Optional } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { JobQueueService } from '../jobs/job-queue.service';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { DatabasePoolStats } from '../database/pool-stats';
import { PageCache } from '../page-cache/page-cache';
import { StatusService, type StatusFigures } from '../modules/operations/status.service';
import { appVersion } from '../common/app-version';
import type { BackupState } from '../backup/backup-state';

/**
 * A scrape waits this long for the queue and outbox counts; past it they are left out (`evklub_scrape_database_ok` 0).
 */
const DATABASE_DEADLINE_MS = 2000;

export interface RequestSample {
  method: string;
  route: string;
  status: number;
  seconds: number;
  cache?: string;
}

/** The labels of a page answered from the page cache. */
const HIT_LABELS = { method: 'GET', route: 'page', status: '200' } as const;

@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'evklub_http_requests_total',
    help: 'HTTP requests answered, by route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'evklub_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
    registers: [this.registry],
  });
  private readonly pageCacheAnswers = new Counter({
    name: 'evklub_page_cache_requests_total',
    help: 'Page requests by page-cache outcome (hit, miss = rendered and stored, off = rendered, not stored)',
    labelNames: ['outcome'],
    registers: [this.registry],
  });
  /** The series of a page answered from the page cache, looked up once (the most frequent answer by far). */
  private readonly hit = {
    requests: this.requests.labels(HIT_LABELS),
    durations: this.durations.labels(HIT_LABELS),
    answers: this.pageCacheAnswers.labels({ outcome: 'hit' }),
  };

  constructor(
    private readonly jobs: JobQueueService,
    private readonly outbox: MailOutboxService,
    private readonly pool: DatabasePoolStats,
    private readonly status: StatusService,
    @Optional() @Inject(PageCache) private readonly pageCache: PageCache | null,
  ) {
    collectDefaultMetrics({ register: this.registry, prefix: 'evklub_' });
    this.pageCacheGauges();
    this.poolGauges();
    this.databaseGauges();
    this.statusGauges();
  }

  /** One answered request (app.ts calls it for every request but a page render's in-process API calls). */
  observe(sample: RequestSample): void {
    if (
      sample.cache === 'hit' &&
      sample.status === 200 &&
      sample.route === HIT_LABELS.route &&
      sample.method === HIT_LABELS.method
    ) {
      this.hit.requests.inc();
      this.hit.durations.observe(sample.seconds);
      this.hit.answers.inc();
      return;
    }
    const labels = { method: sample.method, route: sample.route, status: String(sample.status) };
    this.requests.inc(labels);
    this.durations.observe(labels, sample.seconds);
    if (sample.cache) this.pageCacheAnswers.inc({ outcome: sample.cache });
  }

  metrics(): Promise<string> {
    return this.registry.metrics();
  }

  private gauge(
    name: string,
    help: string,
    collect: (gauge: Gauge) => void | Promise<void>,
    labelNames: string[] = [],
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      collect: function (this: Gauge) {
        return collect(this);
      },
    });
  }

  private pageCacheGauges(): void {
    const cache = this.pageCache;
    if (!cache) return;
    this.gauge('evklub_page_cache_pages', 'Pages held by the page cache', (g) => g.set(cache.store.size));
    this.gauge('evklub_page_cache_bytes', 'Bytes held by the page cache (every encoding)', (g) =>
      g.set(cache.store.bytes),
    );
    this.gauge('evklub_page_cache_invalidations', 'Times the page cache was emptied since start (counter)', (g) =>
      g.set(cache.invalidations),
    );
    this.gauge(
      'evklub_page_cache_listening',
      '1 while the LISTEN connection is up (pages served from memory), else 0',
      (g) => g.set(cache.connection === 'listening' ? 1 : 0),
    );
  }

  private poolGauges(): void {
    this.gauge(
      'evklub_db_pool_connections',
      'Database pool connections, by state',
      (g) => {
        const pool = this.pool.read();
        g.set({ state: 'total' }, pool.total);
        g.set({ state: 'idle' }, pool.idle);
        g.set({ state: 'busy' }, pool.total - pool.idle);
      },
      ['state'],
    );
    this.gauge('evklub_db_pool_waiting', 'Requests waiting for a database connection', (g) =>
      g.set(this.pool.read().waiting),
    );
  }

  /** Job queues and the mail outbox, counted in the database once per scrape. */
  private databaseGauges(): void {
    let counts: Promise<Awaited<ReturnType<MetricsService['readCounts']>> | null> | null = null;
    const once = () => (counts ??= this.readCounts().finally(() => setTimeout(() => (counts = null), 0)));
    this.gauge(
      'evklub_jobs',
      'Jobs by queue and state (queued, active, failed = kept failed jobs, retrying = waiting for a retry)',
      async (g) => {
        g.reset();
        for (const q of (await once())?.queues ?? [])
          for (const state of ['queued', 'active', 'failed', 'retrying'] as const)
            g.set({ queue: q.name, state }, q[state]);
      },
      ['queue', 'state'],
    );
    this.gauge(
      'evklub_mail_outbox',
      'Mails in the outbox by status',
      async (g) => {
        g.reset();
        for (const [status, n] of Object.entries((await once())?.mail ?? {})) g.set({ status }, n);
      },
      ['status'],
    );
    this.gauge(
      'evklub_scrape_database_ok',
      '1 when the job and mail counts of this scrape were read, 0 when the database did not answer in time',
      async (g) => g.set((await once()) ? 1 : 0),
    );
  }

  /** The status page's figures, read once per scrape within the same deadline; a figure not read in time is NaN. */
  private statusGauges(): void {
    let figures: Promise<StatusFigures> | null = null;
    const once = () =>
      (figures ??= this.status.figures(DATABASE_DEADLINE_MS).finally(() => setTimeout(() => (figures = null), 0)));
    const seconds = (d: Date | null | undefined) => (d ? d.getTime() / 1000 : 0);
    const known = <T>(value: T | null | undefined, read: (v: T) => number) =>
      value === null || value === undefined ? NaN : read(value);
    new Gauge({
      name: 'evklub_build_info',
      help: "The server's version (package.json), as a label; always 1",
      labelNames: ['version'],
      registers: [this.registry],
    }).set({ version: appVersion() }, 1);
    this.gauge(
      'evklub_backup_last_run_timestamp_seconds',
      'When the newest base backup run (scheduled or `npm run backup`) ended (0: never)',
      async (g) => g.set(known((await once()).backup, (b) => seconds(b.lastAt))),
    );
    this.gauge(
      'evklub_backup_last_run_success',
      '1 when the newest backup run succeeded, 0 when it failed or there was none',
      async (g) => g.set(known((await once()).backup, (b) => (b.lastOk ? 1 : 0))),
    );
    this.gauge(
      'evklub_backup_last_success_timestamp_seconds',
      'When the newest good backup ended (0: never)',
      async (g) => g.set(known((await once()).backup, (b) => seconds(b.lastSuccessAt))),
    );
    this.gauge('evklub_database_size_bytes', 'Size of the database (pg_database_size)', async (g) =>
      g.set(known((await once()).databaseBytes, (n) => n)),
    );
    this.gauge(
      'evklub_data_dir_free_bytes',
      'Free bytes on the disk of DATA_DIR (what the server may still write)',
      async (g) => g.set(known((await once()).disk, (d) => d.freeBytes)),
    );
    this.gauge('evklub_data_dir_size_bytes', 'Size of the disk of DATA_DIR', async (g) =>
      g.set(known((await once()).disk, (d) => d.totalBytes)),
    );
    this.gauge(
      'evklub_storage_reachable',
      '1 when the file store (local folder or bucket) could be written or reached at this scrape, else 0',
      async (g) => g.set(known((await once()).storageReachable, (r) => (r ? 1 : 0))),
    );
    // The archiving and shipping state: a gauge without a value (archiving not ours, no bucket, not read in time) is
    // left out.
    const backup = (name: string, help: string, value: (s: BackupState) => number | null | undefined) =>
      this.gauge(name, help, async (g) => {
        g.reset();
        const s = (await once()).backups;
        const v = s ? value(s) : null;
        if (v !== null && v !== undefined) g.set(v);
      });
    const wal = (s: BackupState) => (typeof s.wal === 'string' ? null : s.wal);
    backup(
      'evklub_backup_wal_last_archived_age_seconds',
      'Age of the last archived WAL segment: about the most committed data a lost machine costs',
      (s) => wal(s)?.lastArchived?.ageSeconds,
    );
    backup(
      'evklub_backup_wal_failed_total',
      'WAL segments PostgreSQL failed to archive since its statistics were reset (pg_stat_archiver, counter)',
      (s) => wal(s)?.failedCount,
    );
    backup('evklub_backup_wal_failing', '1 while the last attempt to archive a WAL segment failed, else 0', (s) =>
      wal(s) ? Number(wal(s)!.failing) : null,
    );
    backup(
      'evklub_backup_bucket_waiting_files',
      'Archived WAL files and base backups waiting to be shipped to the backup bucket',
      (s) => s.bucket?.waiting,
    );
    backup('evklub_backup_bucket_failing', '1 while shipping to the backup bucket fails, else 0', (s) =>
      s.bucket ? Number(Boolean(s.bucket.failingSince)) : null,
    );
  }

  private async readCounts() {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), DATABASE_DEADLINE_MS)));
    const read = Promise.all([this.jobs.queueStats(), this.outbox.countByStatus('')]).then(([queues, mail]) => ({
      queues,
      mail,
    }));
    try {
      return await Promise.race([read.catch(() => null), late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
