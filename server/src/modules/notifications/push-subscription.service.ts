// A member's devices for Web Push: the key a browser subscribes with, adding this device (a device
// another member used before becomes this member's: one subscription per device) and removing it
// (the settings switch, or signing out). Only the member's own subscriptions can be removed.
// An endpoint is the push service's https URL; in production on a public host only (the pushes also
// connect only to public addresses, common/public-address.ts), outside production an http one on this
// machine is taken too, where a local push service stands in (tests, `npm run bench:push`), as MailDev
// does for mail.
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import type { AuthUser } from '../../access/request-user';
import { ApiError } from '../../common/api-error';
import { mayBePublicHost } from '../../common/public-address';
import { NOTIFICATIONS_ERRORS } from './notifications-errors';
import { PushService } from './push.service';
import { PushSubscriptionRepository } from './push-subscription.repository';
import type { PushKeyResponseDto, PushSubscribeDto, PushSubscriptionResponseDto } from './push.dto';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An uncompressed P-256 point (65 bytes starting 0x04), which RFC 8291 encrypts to. */
const isP256Point = (key: string) => {
  const bytes = Buffer.from(key, 'base64url');
  return bytes.length === 65 && bytes[0] === 4;
};

@Injectable()
export class PushSubscriptionService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly push: PushService,
    private readonly subscriptions: PushSubscriptionRepository,
  ) {}

  getMyPushKey(): PushKeyResponseDto {
    return { v: { public_key: this.push.vapid().publicKey } };
  }

  async subscribeMyDevice(user: AuthUser, body: PushSubscribeDto): Promise<PushSubscriptionResponseDto> {
    if (!this.endpointAllowed(body.endpoint) || !isP256Point(body.p256dh))
      throw new ApiError(
        400,
        NOTIFICATIONS_ERRORS.push_subscription_invalid,
        'Not a push subscription this server sends to',
      );
    const row = await this.subscriptions.save(user.id, body.endpoint, { p256dh: body.p256dh, auth: body.auth });
    return { v: { endpoint: row.endpoint, created_at: row.createdAt.toISOString() } };
  }

  async unsubscribeMyDevice(user: AuthUser, endpoint: string): Promise<void> {
    if (!(await this.subscriptions.removeOwn(user.id, endpoint)))
      throw new ApiError(404, NOTIFICATIONS_ERRORS.push_subscription_not_found, 'No such push subscription of yours');
  }

  private endpointAllowed(endpoint: string): boolean {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (this.config.NODE_ENV === 'production') return url.protocol === 'https:' && mayBePublicHost(url.hostname);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  }
}
