import { Global, Module } from '@nestjs/common';
import { DATABASE_URL, PrismaService } from './prisma.service';
import { TransactionRepository } from './transaction.repository';

/**
 * Provides PrismaService for a database URL decided at start (embedded or DATABASE_URL).
 * Connecting is lazy: building the app (e.g. for the OpenAPI document) touches no database.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string) {
    return {
      module: DatabaseModule,
      providers: [{ provide: DATABASE_URL, useValue: databaseUrl }, PrismaService, TransactionRepository],
      exports: [PrismaService, TransactionRepository, DATABASE_URL],
    };
  }
}
