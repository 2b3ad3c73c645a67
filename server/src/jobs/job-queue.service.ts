// The durable job queue: pg-boss on the application's PostgreSQL (schema "pgboss", created and
// migrated by pg-boss itself). Chosen over graphile-worker because it needs nothing but the pg
// driver we already use, keeps jobs, retries (exponential backoff), schedules (cron, run once across
// instances) and completed/failed history in plain tables, and fetches with SELECT … FOR UPDATE SKIP
// LOCKED, so any number of server instances take each job exactly once.
//
// Features declare their jobs (`define`) when the app is built; nothing connects until the queue is
// first used or `start` is called (npm start, npm run worker), so building the app for the OpenAPI
// document touches no database. With JOBS_WORKERS (default) this process also works the jobs and
// runs the schedules; with JOBS_WORKERS=false it only queues them for `npm run worker`.
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/logger.module';
import { PgBoss, type Job, type JobInsert, type Queue } from 'pg-boss';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import { DATABASE_URL } from '../database/prisma.service';
import type { Db } from '../database/transaction.repository';
import { sqlExecutor } from '../database/sql-executor';

export interface JobDefinition<T extends object> {
  name: string;
  /** Retry and retention of the queue's jobs, and its policy (e.g. `singleton`: one active at a time). */
  queue?: Omit<Queue, 'name'>;
  /** Workers of this queue in one process. */
  concurrency?: number;
  /** Jobs each worker fetches at once and runs side by side (each settles on its own). */
  batchSize?: number;
  /** A cron expression (UTC): the job is queued on it, once across all instances. */
  cron?: string;
  handler: (job: Job<T> & { retryCount: number; retryLimit: number }) => Promise<void>;
}

const SCHEMA = 'pgboss';
/** The prefix of pg-boss's own queues (its cron scheduling: `__pgboss__send-it`). */
const PGBOSS_INTERNAL = '__pgboss__';

export interface QueueStats {
  name: string;
  queued: number;
  active: number;
  failed: number;
  retrying: number;
}

/** A queue's jobs that need an operator's look (the status page, docs/operations.md §1). */
export interface QueueAttention {
  name: string;
  /** Jobs that failed for good since the given time. */
  failed: number;
  /**
   * Jobs due to run (start_after passed) longer ago than the given time and still not taken: no worker is working the
   * queue.
   */
  overdue: number;
  /** When the longest-waiting of those was due. */
  oldestDue: Date | null;
}

export interface FailedJob {
  id: string;
  queue: string;
  error: string | null;
  retryCount: number;
  createdAt: Date;
  failedAt: Date | null;
}

interface FailedJobRow {
  id: string;
  name: string;
  output: { message?: unknown } | null;
  retry_count: number;
  created_on: Date;
  completed_on: Date | null;
}

const toFailedJob = (row: FailedJobRow): FailedJob => ({
  id: row.id,
  queue: row.name,
  error: typeof row.output?.message === 'string' ? row.output.message : null,
  retryCount: row.retry_count,
  createdAt: row.created_on,
  failedAt: row.completed_on,
});

@Injectable()
export class JobQueueService implements OnModuleDestroy {
  @Inject(LOGGER) private readonly logger!: Logger;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private starting?: Promise<PgBoss>;
  private workers = false;

  constructor(
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  define<T extends object>(definition: JobDefinition<T>): void {
    this.definitions.set(definition.name, definition as unknown as JobDefinition<never>);
  }

  /** Connects and creates the queues (once); starts the workers when this process runs them. */
  async start(options: { workers?: boolean } = {}): Promise<PgBoss> {
    this.starting ??= this.connect();
    const boss = await this.starting;
    if ((options.workers ?? this.config.JOBS_WORKERS) && !this.workers) {
      this.workers = true;
      await this.startWorkers(boss);
    }
    return boss;
  }

  /**
   * Queues jobs. With `db` (an open transaction) they are written in it: they exist once the
   * caller's change commits and vanish with its rollback. A job whose id is queued already is skipped.
   */
  async send<T extends object>(name: string, jobs: (JobInsert<T> & { data: T })[], db?: Db): Promise<void> {
    if (jobs.length === 0) return;
    const boss = await this.start();
    const options = db ? { db: sqlExecutor(db) } : {};
    for (let i = 0; i < jobs.length; i += 1000) await boss.insert(name, jobs.slice(i, i + 1000), options);
  }

  /** Jobs of a queue by state, for the staff console and tests. */
  async counts(name: string): Promise<{ queued: number; active: number; failed: number }> {
    const boss = await this.start();
    const queue = await boss.getQueue(name);
    return { queued: queue?.queuedCount ?? 0, active: queue?.activeCount ?? 0, failed: queue?.failedCount ?? 0 };
  }

  /**
   * Every queue's jobs by state, counted in the job table (pg-boss's own counts are refreshed only
   * by its monitor): queued (waiting for their first run, also those scheduled for later), active,
   * failed (kept failed jobs) and retrying (failed once, waiting for their next attempt). pg-boss's
   * own queues (`__pgboss__…`, its scheduling) are left out: they are none of staff's business.
   */
  async queueStats(): Promise<QueueStats[]> {
    const boss = await this.start({ workers: false });
    const queues = (await boss.getQueues()).filter((q) => !q.name.startsWith(PGBOSS_INTERNAL));
    const { rows } = await boss
      .getDb()
      .executeSql(
        `SELECT name, state, count(*)::int AS n FROM ${SCHEMA}.job WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`,
      );
    const count = (name: string, state: string) =>
      (rows as { name: string; state: string; n: number }[]).find((r) => r.name === name && r.state === state)?.n ?? 0;
    return queues.map((q) => ({
      name: q.name,
      queued: count(q.name, 'created'),
      active: count(q.name, 'active'),
      failed: count(q.name, 'failed'),
      retrying: count(q.name, 'retry'),
    }));
  }

  /**
   * Per queue with something to look at: jobs failed since `failedSince`, jobs due before `dueBefore` and still
   * waiting.
   */
  async attention(failedSince: Date, dueBefore: Date): Promise<QueueAttention[]> {
    const boss = await this.start({ workers: false });
    const { rows } = await boss.getDb().executeSql(
      `SELECT name,
              count(*) FILTER (WHERE state = 'failed' AND completed_on >= $1)::int AS failed,
              count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after < $2)::int AS overdue,
              min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after < $2) AS oldest_due
       FROM ${SCHEMA}.job
       WHERE (state = 'failed' AND completed_on >= $1) OR (state IN ('created', 'retry') AND start_after < $2)
       GROUP BY name ORDER BY name`,
      [failedSince.toISOString(), dueBefore.toISOString()],
    );
    return (rows as { name: string; failed: number; overdue: number; oldest_due: Date | null }[]).map((r) => ({
      name: r.name,
      failed: r.failed,
      overdue: r.overdue,
      oldestDue: r.oldest_due,
    }));
  }

  /** Failed jobs kept by pg-boss (its retention), most recent first, with the error they failed with. */
  async listFailed(
    queue: string | undefined,
    window: { skip: number; take: number },
  ): Promise<{ rows: FailedJob[]; total: number }> {
    const boss = await this.start({ workers: false });
    const where = `state = 'failed'${queue ? ' AND name = $1' : ''}`;
    const values = queue ? [queue] : [];
    const n = values.length;
    // One statement, one snapshot: a job that fails between a page query and a count query would be counted but not
    // listed.
    const { rows } = await boss.getDb().executeSql(
      `WITH f AS (SELECT id, name, output, retry_count, created_on, completed_on FROM ${SCHEMA}.job WHERE ${where})
       SELECT (SELECT count(*)::int FROM f) AS total, p.* FROM (SELECT 1) AS one
       LEFT JOIN LATERAL (SELECT * FROM f ORDER BY completed_on DESC NULLS LAST, id LIMIT $${n + 1} OFFSET $${n + 2}) AS p ON true`,
      [...values, window.take, window.skip],
    );
    const page = (rows as (FailedJobRow & { total: number })[]).filter((row) => row.id !== null);
    return { rows: page.map(toFailedJob), total: (rows[0] as { total: number }).total };
  }

  async findJob(id: string): Promise<(FailedJob & { state: string }) | null> {
    const boss = await this.start({ workers: false });
    const { rows } = await boss
      .getDb()
      .executeSql(
        `SELECT id, name, state, output, retry_count, created_on, completed_on FROM ${SCHEMA}.job WHERE id = $1`,
        [id],
      );
    const row = rows[0] as (FailedJobRow & { state: string }) | undefined;
    return row ? { ...toFailedJob(row), state: row.state } : null;
  }

  /** Queues a failed job again (pg-boss `retry`). */
  async retry(queue: string, id: string): Promise<void> {
    const boss = await this.start({ workers: false });
    await boss.retry(queue, id);
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.starting) return;
    const boss = await this.starting.catch(() => undefined);
    await boss?.stop({ graceful: true, timeout: 5_000, close: true });
  }

  private async connect(): Promise<PgBoss> {
    const boss = new PgBoss({
      connectionString: this.databaseUrl,
      schema: SCHEMA,
      max: 4,
      application_name: 'evklub-jobs',
    });
    boss.on('error', (error) => this.logger.error(`job queue: ${error.message}`));
    await boss.start();
    for (const definition of this.definitions.values()) await boss.createQueue(definition.name, definition.queue);
    return boss;
  }

  private async startWorkers(boss: PgBoss): Promise<void> {
    for (const definition of this.definitions.values()) {
      const batchSize = definition.batchSize ?? 1;
      // While fetches come back full, a worker fetches again at once (burst) instead of waiting for the next poll.
      const options = {
        batchSize,
        localConcurrency: definition.concurrency ?? 1,
        pollingIntervalSeconds: 1,
        burstWhenBatchFull: true,
        includeMetadata: true as const,
      };
      await boss.work(definition.name, options, (jobs) => this.runBatch(boss, definition, jobs as never));
      if (definition.cron) await boss.schedule(definition.name, definition.cron);
    }
  }

  /**
   * Runs a fetched batch side by side. A job that throws is failed on its own (pg-boss retries it
   * with the queue's backoff); the others complete when the batch returns.
   */
  private async runBatch(
    boss: PgBoss,
    definition: JobDefinition<never>,
    jobs: Parameters<JobDefinition<never>['handler']>[0][],
  ): Promise<void> {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await definition.handler(job);
        } catch (error) {
          await boss.fail(definition.name, job, { message: (error as Error).message });
        }
      }),
    );
  }
}
