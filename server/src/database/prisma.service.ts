import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';

export const DATABASE_URL = Symbol('DATABASE_URL');

/** The one Prisma client of the process, over the pg driver adapter. Only repositories use it. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(DATABASE_URL) databaseUrl: string, @Inject(CONFIG) config: Config) {
    super({ adapter: new PrismaPg({ connectionString: databaseUrl, max: config.DATABASE_POOL_SIZE }) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
