import { Inject, Injectable, Optional } from '@nestjs/common';
import { DATABASE_PROCESS, type DatabaseProcess } from '../../database/database.module';
import { pendingMigrations } from '../../database/migrator';
import { PageCache } from '../../page-cache/page-cache';
import { HealthRepository } from './health.repository';

/** /readyz answers within this even when the database neither answers nor refuses (frozen). */
export const READINESS_DEADLINE_MS = 1500;

export interface Liveness {
  status: 'ok' | 'unavailable';
  /** The embedded PostgreSQL's process, when it is not running (the supervisor is restarting it). */
  database_process?: string;
}

export interface Readiness {
  status: 'ready' | 'unavailable';
  reason?: string;
  pending_migrations?: string[];
  /**
   * The page cache's LISTEN connection: `listening`, `stalled` or `reconnecting` (pages are rendered
   * uncached meanwhile), `idle` (opened by the first page request), or `off` (PAGE_CACHE_MB=0).
   */
  page_cache: 'listening' | 'stalled' | 'reconnecting' | 'idle' | 'off';
}

@Injectable()
export class HealthService {
  constructor(
    private readonly repository: HealthRepository,
    @Inject(DATABASE_PROCESS) private readonly databaseProcess: DatabaseProcess,
    @Optional() @Inject(PageCache) private readonly pageCache: PageCache | null,
  ) {}

  /** Alive, unless the embedded PostgreSQL's process is down (the supervisor is restarting it). */
  liveness(): Liveness {
    const state = this.databaseProcess?.();
    return !state || state === 'running' ? { status: 'ok' } : { status: 'unavailable', database_process: state };
  }

  async readiness(): Promise<Readiness> {
    const page_cache = this.pageCache?.connection ?? 'off';
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), READINESS_DEADLINE_MS)));
    try {
      const answer = await Promise.race([this.databaseAnswer(), late]);
      if (answer === 'late')
        return {
          status: 'unavailable',
          reason: `database did not answer within ${READINESS_DEADLINE_MS} ms`,
          page_cache,
        };
      if (answer === 'unreachable') return { status: 'unavailable', reason: 'database unreachable', page_cache };
      if (answer.length)
        return { status: 'unavailable', reason: 'migrations pending', pending_migrations: answer, page_cache };
      return { status: 'ready', page_cache };
    } finally {
      clearTimeout(timer);
    }
  }

  /** The migrations still pending, or 'unreachable'. */
  private async databaseAnswer(): Promise<string[] | 'unreachable'> {
    try {
      await this.repository.ping();
    } catch {
      return 'unreachable';
    }
    return pendingMigrations((sql) => this.repository.query(sql));
  }
}
