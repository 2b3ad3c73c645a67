import { Injectable } from '@nestjs/common';
import { PrismaService } from './prisma.service';

/** The database pool's connections now, for the metrics: the pool stays inside the data layer. */
@Injectable()
export class DatabasePoolStats {
  constructor(private readonly prisma: PrismaService) {}

  read(): { total: number; idle: number; waiting: number } {
    const { totalCount, idleCount, waitingCount } = this.prisma.pool;
    return { total: totalCount, idle: idleCount, waiting: waitingCount };
  }
}
