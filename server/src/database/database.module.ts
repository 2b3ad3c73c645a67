import { Global, Module } from '@nestjs/common';
import { DATABASE_URL, PrismaService } from './prisma.service';
import type { DatabaseProcessState } from './embedded-postgres';

/** The embedded PostgreSQL's process state (database/embedded-postgres.ts); null for an external database. */
export const DATABASE_PROCESS = Symbol('DATABASE_PROCESS');
export type DatabaseProcess = (() => DatabaseProcessState) | null;
import { TransactionRepository } from './transaction.repository';
import { DatabasePoolStats } from './pool-stats';
import { ContentNotifications } from './content-notifications';

/**
 * Provides PrismaService for a database URL decided at start (embedded or DATABASE_URL).
 * Connecting is lazy: building the app (e.g. for the OpenAPI document) touches no database.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string, databaseProcess: DatabaseProcess = null) {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE_URL, useValue: databaseUrl },
        { provide: DATABASE_PROCESS, useValue: databaseProcess },
        PrismaService,
        TransactionRepository,
        DatabasePoolStats,
        ContentNotifications,
      ],
      exports: [
        PrismaService,
        TransactionRepository,
        DatabasePoolStats,
        ContentNotifications,
        DATABASE_URL,
        DATABASE_PROCESS,
      ],
    };
  }
}
