import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/**
 * Fixed-window counters in auth.rate_limits, so that every server process on the database shares
 * them. One upsert counts a request and tells the count of its window.
 */
@Injectable()
export class AuthRateLimitRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Counts one request for the key; returns the count of the current window including it. */
  async hit(key: string, windowSeconds: number): Promise<number> {
    const rows = await this.prisma.$queryRaw<{ count: number }[]>`
      INSERT INTO auth.rate_limits AS r (key, window_start, count) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE r.count + 1 END,
        window_start = CASE WHEN r.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE r.window_start END
      RETURNING count`;
    return Number(rows[0]?.count ?? 0);
  }

  /** The count of the key's current window, without counting. */
  async peek(key: string, windowSeconds: number): Promise<number> {
    const rows = await this.prisma.$queryRaw<{ count: number }[]>`
      SELECT count FROM auth.rate_limits WHERE key = ${key} AND window_start > now() - make_interval(secs => ${windowSeconds})`;
    return Number(rows[0]?.count ?? 0);
  }

  /** Drops windows that ended long ago. */
  async prune(olderThanSeconds: number): Promise<void> {
    await this.prisma.$executeRaw`DELETE FROM auth.rate_limits WHERE window_start < now() - make_interval(secs => ${olderThanSeconds})`;
  }
}
