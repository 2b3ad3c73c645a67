import type { Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { createApp } from '../app';
import { assertProductionReady, Config, loadConfig, redactUrl } from '../config/config';
import { ConfigError } from '../config/parse';
import { createLogger } from '../common/logger';
import { applyMigrations, MigrationError } from '../database/migrator';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../database/embedded-postgres';
import { walArchive } from '../database/wal-archive';
import { pingDatabase } from '../database/reachable';
import type { StartContext } from './start-context';
import { onStartHooks } from './start-hooks';
import { printBanner } from './banner';
import { JobQueueService } from '../jobs/job-queue.service';
import { BackupJobsService } from '../backup/backup-jobs.service';
import { StorageSweep } from '../storage/storage-sweep';
import { takeStopSignals } from './stop-signals';

export class StartError extends Error {
  override name = 'StartError';
}

/** Starts the whole server. On a known problem prints one readable line and exits non-zero. */
export async function boot(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(env);
    assertProductionReady(config, env);
  } catch (e) {
    if (e instanceof ConfigError) fatal(`configuration error: ${e.message}`);
    throw e;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const stops: (() => Promise<void>)[] = [];
  /** Run first on a stop signal: the embedded PostgreSQL's supervisor must not restart what the signal stops. */
  const releases: (() => void)[] = [];
  // A signal that arrives while starting is remembered and honoured as soon as the server is up.
  let early: NodeJS.Signals | undefined;
  const remember = (signal: NodeJS.Signals) => {
    early ??= signal;
    for (const release of releases) release();
  };
  process.on('SIGINT', remember).on('SIGTERM', remember);
  try {
    const started = await start(config, logger, stops, releases);
    printBanner(started.context);
    installShutdown(started.app, logger, stops, releases, early);
  } catch (e) {
    await runStops(stops);
    if (e instanceof ConfigError) fatal(`configuration error: ${e.message}`);
    if (e instanceof StartError || e instanceof MigrationError) fatal(e.message);
    throw e;
  }
}

async function start(config: Config, logger: Logger, stops: (() => Promise<void>)[], releases: (() => void)[]) {
  let databaseUrl = config.DATABASE_URL;
  let database: EmbeddedDatabase | undefined;
  if (!databaseUrl) {
    database = await startEmbeddedPostgres(config.dataDir, (m) => logger.warn(m), {
      archive: walArchive(config),
    }).catch((e: Error) => {
      throw new StartError(`cannot start the embedded PostgreSQL in ${config.dataDir}: ${e.message}`);
    });
    stops.push(database.stop);
    releases.push(database.release);
    databaseUrl = database.url;
  }
  const embedded = Boolean(database);
  await checkReachable(databaseUrl);
  const applied = await applyMigrations(databaseUrl);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const context: StartContext = { config, logger, databaseUrl, embedded, lines: [], stops };
  for (const hook of onStartHooks) await hook(context);
  const app = await createApp({ config, databaseUrl, logger, databaseProcess: database?.state });
  // Files a crash left behind (an upload cut short, a row that never committed) go before requests come.
  await app.get(StorageSweep).run();
  await app.listen({ port: config.PORT, host: config.HOST }).catch((e: NodeJS.ErrnoException) => {
    throw new StartError(
      e.code === 'EADDRINUSE'
        ? `port ${config.PORT} is in use; set PORT to another port`
        : `cannot listen on ${config.HOST}:${config.PORT}: ${e.message}`,
    );
  });
  // Mail queued before a restart, and the schedules (reminders), go on without waiting for a new job.
  await app.get(JobQueueService).start();
  // Archived WAL and base backups leave for the bucket from here on (server/src/backup/backup-shipper.ts).
  app.get(BackupJobsService).startShipping();
  return { app, context };
}

async function checkReachable(databaseUrl: string): Promise<void> {
  await pingDatabase(databaseUrl).catch((e: unknown) => {
    throw new StartError(
      `cannot reach the database at ${redactUrl(databaseUrl)}: ${(e as Error).message || (e as NodeJS.ErrnoException).code}`,
    );
  });
}

function installShutdown(
  app: NestFastifyApplication,
  logger: Logger,
  stops: (() => Promise<void>)[],
  releases: (() => void)[],
  early?: NodeJS.Signals,
): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const release of releases) release();
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown took over 20 s; exiting');
      process.exit(1);
    }, 20_000);
    timer.unref();
    try {
      // A keep-alive connection whose request finishes during the drain would hold the server open
      // until its keep-alive timeout; close each connection as soon as it has no request in progress.
      const server: Server = app.getHttpServer();
      const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
      // stops accepting, waits for in-flight requests, closes the pool
      await app.close().finally(() => clearInterval(closeIdle));
      await runStops(stops);
      logger.info('stopped');
      process.exit(0);
    } catch (e) {
      logger.error({ err: e }, 'shutdown failed');
      process.exit(1);
    }
  };
  takeStopSignals((signal) => void shutdown(signal));
  if (early) void shutdown(early);
}

async function runStops(stops: (() => Promise<void>)[]): Promise<void> {
  for (const stop of stops.reverse()) await stop().catch(() => {});
}

function fatal(message: string): never {
  process.stderr.write(`EV Klub: ${message}\n`);
  process.exit(1);
}
