// What the status page reads from the database itself: its size, the applied migrations
// (`_prisma_migrations`, written by database/migrator.ts) and the backup runs (`backup_runs`, written
// by `npm run backup`: backup/backup-runs.ts).
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { BackupRun } from '../../generated/prisma/client';

export type BackupRunRow = BackupRun;

@Injectable()
export class StatusRepository {
  constructor(private readonly prisma: PrismaService) {}

  async databaseBytes(): Promise<number> {
    const [row] = await this.prisma.$queryRaw<
      { bytes: bigint }[]
    >`SELECT pg_database_size(current_database()) AS bytes`;
    return Number(row.bytes);
  }

  /** Names of the migrations applied (finished, not rolled back), in the order they were applied. */
  async appliedMigrations(): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY finished_at, migration_name`;
    return rows.map((r) => r.migration_name);
  }

  /** The newest backup run and the newest good one. */
  async backupRuns(): Promise<{ last: BackupRunRow | null; lastSuccess: BackupRunRow | null }> {
    const [last, lastSuccess] = await Promise.all([
      this.prisma.backupRun.findFirst({ orderBy: { finishedAt: 'desc' } }),
      this.prisma.backupRun.findFirst({ where: { ok: true }, orderBy: { finishedAt: 'desc' } }),
    ]);
    return { last, lastSuccess };
  }
}
