import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';

export const DATABASE_URL = Symbol('DATABASE_URL');

/**
 * The pool's limits, so that an absent or frozen database costs a request seconds, not forever:
 * getting a connection (new, or waiting for a free one) is bounded by DATABASE_CONNECT_TIMEOUT, a
 * statement by DATABASE_STATEMENT_TIMEOUT both in PostgreSQL (`statement_timeout`) and in the client
 * (`query_timeout`, for a server that accepts bytes but never answers). TCP keep-alive notices dead
 * peers, and PostgreSQL checks during a statement that its client is still there. The errors these
 * produce answer 503 (database/prisma-errors.ts, common/error.filter.ts), and the pool opens fresh connections once the
 * database is back: no restart needed.
 */
export function poolConfig(
  connectionString: string,
  config: Pick<Config, 'DATABASE_POOL_SIZE' | 'DATABASE_CONNECT_TIMEOUT' | 'DATABASE_STATEMENT_TIMEOUT'>,
) {
  return {
    connectionString,
    max: config.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: config.DATABASE_CONNECT_TIMEOUT,
    statement_timeout: config.DATABASE_STATEMENT_TIMEOUT,
    query_timeout: config.DATABASE_STATEMENT_TIMEOUT + 500,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    // A backend whose client is gone (the process was killed) ends its statement within a second
    // instead of finishing it later: a photo's INSERT waiting on a lock must not commit after the
    // next start has swept its upload's objects (storage/storage-sweep.ts).
    options: '-c client_connection_check_interval=1000',
  };
}

/** The one Prisma client of the process, over the pg driver adapter. Only repositories use it. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  /**
   * The client's own connection pool, for the one query asked on every authenticated request
   * (auth/token-subject.repository.ts), read without the client's per-value mapping. Ended with the client.
   */
  readonly pool: pg.Pool;

  constructor(@Inject(DATABASE_URL) databaseUrl: string, @Inject(CONFIG) config: Config) {
    const pool = new pg.Pool(poolConfig(databaseUrl, config));
    // An idle connection the database ended (restart, terminated backend) leaves the pool and the next
    // query opens a new one; the adapter listens only once the client has connected, so the pool does too.
    pool.on('error', () => undefined);
    super({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
    this.pool = pool;
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
