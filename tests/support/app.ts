// Starts the real application for a test file: a fresh migrated database, the real Nest app on
// Fastify listening on a free loopback port (supabase-js needs a real URL), silent logs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../server/src/app';
import { Config, loadConfig } from '../../server/src/config/config';
import { createLogger } from '../../server/src/common/logger';
import { createTestDatabase, TestDatabase } from './database';
import type { Clock } from '../../server/src/jobs/clock';

export interface TestApp {
  app: NestFastifyApplication;
  /** Base URL of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

/** `database`: another app's database (two instances on one database); `clock`: the time jobs read. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { database?: TestDatabase; clock?: Clock } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evklub-app-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'false', ...env });
  const app = await createApp({
    config,
    databaseUrl: database.url,
    logger: createLogger(config.LOG_LEVEL),
    clock: options.clock,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    url,
    config,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
