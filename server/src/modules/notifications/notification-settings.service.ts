// A member's mail and push choices (settings page), the private calendar secret and unsubscribing by a
// signed link without signing in. Opting in to the newsletter or to new-event mails records when;
// opting out clears that time.
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import type { AuthUser } from '../../access/request-user';
import { resolveJwtSecret } from '../../access/jwt-secret';
import { ApiError } from '../../common/api-error';
import {
  COLUMN,
  newCalendarToken,
  NotificationSettingsRepository,
  type SettingsChanges,
} from './notification-settings.repository';
import {
  mapNotificationSettings,
  type NotificationPreferencesDto,
  type NotificationSettingsResponseDto,
  type UnsubscribeResponseDto,
} from './notification.dto';
import { NOTIFICATION_KINDS, PUSH_KINDS, type NotificationKind } from './notification-kinds';
import { PUSH_COLUMN, PushSubscriptionRepository } from './push-subscription.repository';
import type { Db } from '../../database/transaction.repository';
import { verifyUnsubscribe } from './unsubscribe-token';
import { NOTIFICATIONS_ERRORS } from './notifications-errors';

const CONSENT_COLUMN: Partial<Record<NotificationKind, 'newEventsConsentAt' | 'newsletterConsentAt'>> = {
  new_events: 'newEventsConsentAt',
  newsletter: 'newsletterConsentAt',
};

const badToken = () =>
  new ApiError(400, NOTIFICATIONS_ERRORS.unsubscribe_token_invalid, 'The unsubscribe link is not valid');

@Injectable()
export class NotificationSettingsService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly settings: NotificationSettingsRepository,
    private readonly devices: PushSubscriptionRepository,
  ) {}

  /** An account deletion forgets the member's devices (their push subscriptions), in its transaction. */
  forgetDevicesIn(db: Db, userId: string): Promise<void> {
    return this.devices.removeAllOf(db, userId);
  }

  async getMyNotificationSettings(user: AuthUser): Promise<NotificationSettingsResponseDto> {
    return { v: mapNotificationSettings(await this.settings.ensure(user.id), this.config.PUBLIC_URL) };
  }

  async updateMyNotificationSettings(
    user: AuthUser,
    body: NotificationPreferencesDto,
  ): Promise<NotificationSettingsResponseDto> {
    const current = await this.settings.ensure(user.id);
    const data: SettingsChanges = {};
    for (const kind of NOTIFICATION_KINDS) {
      const wanted = body[kind];
      if (wanted === undefined || wanted === current[COLUMN[kind]]) continue;
      data[COLUMN[kind]] = wanted;
      const consent = CONSENT_COLUMN[kind];
      if (consent) data[consent] = wanted ? new Date() : null;
    }
    for (const kind of PUSH_KINDS) {
      const wanted = body[`push_${kind}`];
      if (wanted !== undefined) data[PUSH_COLUMN[kind]] = wanted;
    }
    return { v: mapNotificationSettings(await this.settings.update(user.id, data), this.config.PUBLIC_URL) };
  }

  /** A new secret for the private calendar: the old URL stops working at once. */
  async renewMyCalendarToken(user: AuthUser): Promise<NotificationSettingsResponseDto> {
    return {
      v: mapNotificationSettings(
        await this.settings.update(user.id, { calendarToken: newCalendarToken() }),
        this.config.PUBLIC_URL,
      ),
    };
  }

  /** What a link unsubscribes from, and whether the member still gets it (the page shows it). */
  async getUnsubscribe(token: string): Promise<UnsubscribeResponseDto> {
    const { userId, kind } = await this.resolve(token);
    const row = await this.settings.find(userId);
    const subscribed = row ? row[COLUMN[kind]] : (await this.settings.recipients([userId], kind)).length > 0;
    return { v: { kind, subscribed } };
  }

  /** Stops mails of the link's kind only; repeating it changes nothing. */
  async unsubscribe(token: string): Promise<UnsubscribeResponseDto> {
    const { userId, kind } = await this.resolve(token);
    const consent = CONSENT_COLUMN[kind];
    await this.settings.update(userId, { [COLUMN[kind]]: false, ...(consent ? { [consent]: null } : {}) });
    return { v: { kind, subscribed: false } };
  }

  /** The member whose private calendar this secret opens, or null. */
  async calendarOwner(token: string): Promise<string | null> {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
    return (await this.settings.findByCalendarToken(token))?.userId ?? null;
  }

  private async resolve(token: string): Promise<{ userId: string; kind: NotificationKind }> {
    const parsed = verifyUnsubscribe(resolveJwtSecret(this.config), token);
    if (!parsed || !(await this.settings.findMember(parsed.userId))) throw badToken();
    return parsed;
  }
}
