// Service-level ("medium") tests: one product module and what it imports, on a fresh database cloned
// from the migrated template (database.ts), without HTTP, the guard or the other modules. The global
// modules an app has (configuration, logger, database, storage, media, job queue with its clock, mail) are
// the real ones; a test sets the clock the services read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { INestApplicationContext, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ConfigModule } from '../../server/src/config/config.module';
import { loadConfig, type Config } from '../../server/src/config/config';
import { createLogger } from '../../server/src/common/logger';
import { LoggerModule } from '../../server/src/common/logger.module';
import { DatabaseModule } from '../../server/src/database/database.module';
import { JobsModule } from '../../server/src/jobs/jobs.module';
import type { Clock } from '../../server/src/jobs/clock';
import { MailModule } from '../../server/src/mail/mail.module';
import { MediaModule } from '../../server/src/media/media.module';
import { StorageModule } from '../../server/src/storage/storage.module';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestServices {
  app: INestApplicationContext;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

/** `modules` (e.g. MemberVerificationModule) over the global modules; `clock`: the time the services read. */
export async function startServices(modules: Type[], clock: Clock): Promise<TestServices> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-medium-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false' });
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      LoggerModule.forRoot(createLogger('silent')),
      DatabaseModule.forRoot(database.url),
      StorageModule,
      MediaModule,
      JobsModule.forRoot(clock),
      MailModule,
      ...modules,
    ],
  }).compile();
  const app = await moduleRef.init();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
