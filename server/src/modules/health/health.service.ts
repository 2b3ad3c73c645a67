import { Injectable } from '@nestjs/common';
import { pendingMigrations } from '../../database/migrator';
import { HealthRepository } from './health.repository';

@Injectable()
export class HealthService {
  constructor(private readonly repository: HealthRepository) {}

  async readiness(): Promise<{ status: 'ready' | 'unavailable'; pending_migrations?: string[]; reason?: string }> {
    try {
      await this.repository.ping();
    } catch {
      return { status: 'unavailable', reason: 'database unreachable' };
    }
    const pending = await pendingMigrations((sql) => this.repository.query(sql));
    return pending.length ? { status: 'unavailable', reason: 'migrations pending', pending_migrations: pending } : { status: 'ready' };
  }
}
