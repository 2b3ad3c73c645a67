import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';

export const DATABASE_URL = Symbol('DATABASE_URL');

/** The one Prisma client of the process, over the pg driver adapter. Only repositories use it. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  /**
   * The client's own connection pool, for the one query asked on every authenticated request
   * (auth/token-subject.repository.ts), read without the client's per-value mapping. Ended with the client.
   */
  readonly pool: pg.Pool;

  constructor(@Inject(DATABASE_URL) databaseUrl: string, @Inject(CONFIG) config: Config) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: config.DATABASE_POOL_SIZE });
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
