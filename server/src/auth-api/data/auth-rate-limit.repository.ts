import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';

/**
 * Fixed-window counters in auth.rate_limits, so that every server process on the database shares
 * them. One upsert counts a request under all its keys and tells the count of each window.
 */
@Injectable()
export class AuthRateLimitRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Counts one request for every key in ONE statement, the keys in a fixed order: concurrent
   * reservations sharing a key take its row lock in the same order and are therefore decided one
   * after another, never interleaved (no deadlock, no over- or under-counting). Returns the counts in
   * the order of `keys`.
   */
  async hitAll(keys: string[], windowSeconds: number): Promise<number[]> {
    const sorted = [...keys].sort();
    const rows = await this.prisma.$queryRaw<{ key: string; count: number }[]>`
      INSERT INTO auth.rate_limits AS r (key, window_start, count)
      SELECT k, now(), 1 FROM unnest(${sorted}::text[]) WITH ORDINALITY AS u(k, n) ORDER BY n
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN r.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN 1 ELSE r.count + 1 END,
        window_start = CASE WHEN r.window_start <= now() - make_interval(secs => ${windowSeconds}) THEN now() ELSE r.window_start END
      RETURNING key, count`;
    const counts = new Map(rows.map((row) => [row.key, Number(row.count)]));
    return keys.map((key) => counts.get(key) ?? 0);
  }

  /** Gives back one count of each key taken by `hitAll` (a reservation refused, or not spent). */
  async releaseAll(keys: string[]): Promise<void> {
    // Rows locked in key order, as hitAll takes them: two statements never wait on each other crosswise (deadlock).
    await this.prisma.$executeRaw`
      UPDATE auth.rate_limits AS r SET count = r.count - 1
      FROM (SELECT key FROM auth.rate_limits WHERE key = ANY(${[...keys].sort()}::text[]) ORDER BY key FOR UPDATE) AS locked
      WHERE r.key = locked.key AND r.count > 0`;
  }

  /** Drops windows that ended long ago. */
  async prune(olderThanSeconds: number): Promise<void> {
    await this.prisma
      .$executeRaw`DELETE FROM auth.rate_limits WHERE window_start < now() - make_interval(secs => ${olderThanSeconds})`;
  }
}
