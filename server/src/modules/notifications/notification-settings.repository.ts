// Members' mail choices (table notification_settings; no row = the defaults) and who gets a mail of
// a kind. Deleted members never get any.
import { Injectable } from '@nestjs/common';
import { newSecretToken } from '../../common/secrets';
import { PrismaService } from '../../database/prisma.service';
import type { Db } from '../../database/transaction.repository';
import type { NotificationSettings, Prisma } from '../../generated/prisma/client';
import { DEFAULT_ON, type NotificationKind } from './notification-kinds';

export type SettingsRow = NotificationSettings;
/** Columns a change may set. */
export type SettingsChanges = Partial<Omit<SettingsRow, 'userId' | 'updatedAt'>>;
export interface Recipient {
  id: string;
  email: string;
  firstName: string | null;
}

export const COLUMN: Record<
  NotificationKind,
  'eventUpdates' | 'eventReminders' | 'membership' | 'newEvents' | 'newsletter'
> = {
  event_updates: 'eventUpdates',
  event_reminders: 'eventReminders',
  membership: 'membership',
  new_events: 'newEvents',
  newsletter: 'newsletter',
};

export const newCalendarToken = () => newSecretToken(24);

const RECIPIENT = { id: true, email: true, firstName: true } as const;

@Injectable()
export class NotificationSettingsRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(userId: string): Promise<SettingsRow | null> {
    return this.prisma.notificationSettings.findUnique({ where: { userId } });
  }

  /** The member's row, created with the defaults (and a calendar secret) when there is none. */
  async ensure(userId: string): Promise<SettingsRow> {
    // INSERT … ON CONFLICT DO NOTHING: requests that come together for a member without a row all
    // find the one that was made (an upsert with nothing to update reads first, and both insert).
    await this.prisma.notificationSettings.createMany({
      data: [{ userId, calendarToken: newCalendarToken() }],
      skipDuplicates: true,
    });
    return this.prisma.notificationSettings.findUniqueOrThrow({ where: { userId } });
  }

  async update(userId: string, data: SettingsChanges): Promise<SettingsRow> {
    await this.ensure(userId);
    return this.prisma.notificationSettings.update({ where: { userId }, data });
  }

  findByCalendarToken(token: string): Promise<SettingsRow | null> {
    return this.prisma.notificationSettings.findUnique({ where: { calendarToken: token } });
  }

  /** Of the given members, those who get mail of `kind` (their choice, else the default). */
  async recipients(userIds: string[], kind: NotificationKind, db: Db = this.prisma): Promise<Recipient[]> {
    if (userIds.length === 0) return [];
    const column = COLUMN[kind];
    const choice: Prisma.ProfileWhereInput = DEFAULT_ON[kind]
      ? { OR: [{ notificationSettings: null }, { notificationSettings: { [column]: true } }] }
      : { notificationSettings: { [column]: true } };
    return db.profile.findMany({ where: { id: { in: userIds }, deletedAt: null, ...choice }, select: RECIPIENT });
  }

  /** Every member who opted in to `kind` (newsletter, new events), in a stable order. */
  subscribers(kind: NotificationKind, db: Db = this.prisma): Promise<Recipient[]> {
    return db.profile.findMany({
      where: { deletedAt: null, notificationSettings: { [COLUMN[kind]]: true } },
      select: RECIPIENT,
      orderBy: { id: 'asc' },
    });
  }

  /** Of the given members, those not deleted, whatever their choices. */
  members(userIds: string[], db: Db = this.prisma): Promise<Recipient[]> {
    return db.profile.findMany({ where: { id: { in: userIds }, deletedAt: null }, select: RECIPIENT });
  }

  findMember(userId: string): Promise<Recipient | null> {
    return this.prisma.profile.findFirst({ where: { id: userId, deletedAt: null }, select: RECIPIENT });
  }
}
