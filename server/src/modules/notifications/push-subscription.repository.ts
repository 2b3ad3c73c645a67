// Members' devices that receive Web Push (table push_subscriptions, one row per push-service
// endpoint) and which of them get a push of a kind: the member's push choice for it is on (push is
// off by default: no settings row, no push) and the member is not deleted.
import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import type { PushSubscription } from '../../generated/prisma/client';
import type { PushKind } from './notification-kinds';

export type PushSubscriptionRow = PushSubscription;

export const PUSH_COLUMN: Record<
  PushKind,
  'pushEventUpdates' | 'pushEventReminders' | 'pushMembership' | 'pushNewEvents'
> = {
  event_updates: 'pushEventUpdates',
  event_reminders: 'pushEventReminders',
  membership: 'pushMembership',
  new_events: 'pushNewEvents',
};

/** A device a push goes to, and its member. */
export interface PushTarget {
  id: string;
  userId: string;
}

@Injectable()
export class PushSubscriptionRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The device's subscription for the member: a new endpoint is added, a known one (also another member's) becomes
   * theirs with the new keys.
   */
  save(userId: string, endpoint: string, keys: { p256dh: string; auth: string }): Promise<PushSubscriptionRow> {
    return this.prisma.pushSubscription.upsert({
      where: { endpoint },
      create: { userId, endpoint, ...keys },
      update: { userId, ...keys, createdAt: new Date(), lastUsedAt: null },
    });
  }

  /** Removes the member's own subscription of `endpoint`; false when the member has none. */
  async removeOwn(userId: string, endpoint: string): Promise<boolean> {
    return (await this.prisma.pushSubscription.deleteMany({ where: { userId, endpoint } })).count > 0;
  }

  /** Every device of the member (an account deletion, in its transaction). */
  async removeAllOf(db: Db, userId: string): Promise<void> {
    await db.pushSubscription.deleteMany({ where: { userId } });
  }

  findById(id: string): Promise<PushSubscriptionRow | null> {
    return this.prisma.pushSubscription.findUnique({ where: { id } });
  }

  /** The push service answered that the subscription is gone (404/410). */
  async remove(id: string): Promise<void> {
    await this.prisma.pushSubscription.deleteMany({ where: { id } });
  }

  async markUsed(id: string, at: Date): Promise<void> {
    await this.prisma.pushSubscription.updateMany({ where: { id }, data: { lastUsedAt: at } });
  }

  /** The devices of the given members (every member when `userIds` is null) whose push choice of `kind` is on. */
  targets(userIds: string[] | null, kind: PushKind, db: Db = this.prisma): Promise<PushTarget[]> {
    return db.pushSubscription.findMany({
      where: {
        ...(userIds ? { userId: { in: userIds } } : {}),
        user: { deletedAt: null, notificationSettings: { [PUSH_COLUMN[kind]]: true } },
      },
      select: { id: true, userId: true },
      orderBy: { id: 'asc' },
    });
  }
}
