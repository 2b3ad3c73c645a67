import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Prisma } from '../../generated/prisma/client';
import type { Db } from '../../database/transaction.repository';

export interface AuditEvent {
  action: string;
  actorId?: string;
  actorUsername?: string;
  logType: 'account' | 'token' | 'user' | 'factor' | 'team';
  traits?: Record<string, unknown>;
}

/** auth.audit_log_entries, with GoTrue's payload shape. */
@Injectable()
export class AuthAuditRepository {
  constructor(private readonly prisma: PrismaService) {}

  async log(event: AuditEvent, ip: string | undefined, db: Db = this.prisma): Promise<void> {
    const payload = {
      action: event.action,
      actor_id: event.actorId ?? '00000000-0000-0000-0000-000000000000',
      actor_username: event.actorUsername ?? '',
      log_type: event.logType,
      ...(event.traits ? { traits: event.traits } : {}),
    };
    await db.authAuditLogEntry.create({ data: { payload: payload as Prisma.InputJsonValue, ipAddress: ip ?? '' } });
  }
}
