// `npm run worker`: the job-queue workers (mail delivery, reminders, the outbox sweep) without the
// web server, for an operator who runs them apart: start the servers with JOBS_WORKERS=false and
// one or more workers on the same DATABASE_URL (pg-boss hands each job to one of them). Needs
// DATABASE_URL and SMTP_URL (an embedded database or a local MailDev belongs to `npm start`).
// SIGINT/SIGTERM finish the jobs in hand and stop.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/config';
import { createLogger, NestPinoLogger } from '../common/logger';
import { CliError, runCommand } from '../database/cli';
import { JobQueueService } from '../jobs/job-queue.service';
import { takeStopSignals } from '../runtime/stop-signals';

async function work(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new CliError("set DATABASE_URL: the worker shares the servers' database");
  if (!config.SMTP_URL) throw new CliError('set SMTP_URL: the worker delivers the mail');
  const logger = createLogger(config.LOG_LEVEL);
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config, databaseUrl: config.DATABASE_URL, logger }),
    { logger: new NestPinoLogger(logger) },
  );
  await app.get(JobQueueService).start({ workers: true });
  logger.info('EV Klub worker is running (Ctrl+C stops it)');
  await new Promise<void>((resolve) => takeStopSignals(() => resolve()));
  await app.close();
}

runCommand('worker', work);
