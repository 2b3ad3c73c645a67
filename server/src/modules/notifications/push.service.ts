// Web Push to members' devices (RFC 8030, with the payload encrypted per RFC 8291 and the server
// identified by VAPID, RFC 8292; the `web-push` library does both). NotifyService queues the pushes of
// a notification beside its mails, in the same transaction: one pg-boss job per device, so a member
// with five devices gets five pushes, and a push service that is down or slow holds up only its own
// jobs. A job retries with the mail's backoff (MAIL_RETRY_*); a push service that answers 404 or 410
// (the browser dropped the subscription) removes the device's subscription instead. The payload is
// small JSON (title, body, the page to open) with nothing a member does not see on that page.
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import webpush from 'web-push';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import type { Db } from '../../database/transaction.repository';
import { JobQueueService } from '../../jobs/job-queue.service';
import { publicOnlyLookup } from '../../common/public-address';
import type { PushKind } from './notification-kinds';
import { PushSubscriptionRepository } from './push-subscription.repository';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys';

export const PUSH_DELIVERY_JOB = 'push-delivery';
/** A push service that has not answered by then fails the attempt (retried later); the other jobs go on. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is offline (RFC 8030 §5.2). */
const PUSH_TTL_SECONDS = 24 * 3600;
/** A VAPID token is valid 12 h (RFC 8292 allows 24 h) and signed anew each hour per push service, not per push. */
const VAPID_VALID_SECONDS = 12 * 3600;
const VAPID_RESIGN_MS = 3600_000;

/** What the device shows: the notification's title and text, and the page a click opens (a path of the site). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

interface PushJob {
  subscriptionId: string;
  message: PushMessage;
}

/**
 * The job of one notification on one device: its id comes from both, so asking again (a reminder
 * sweep run twice) queues nothing new.
 */
function jobId(key: string, subscriptionId: string): string {
  const h = createHash('sha256').update(`${key}\n${subscriptionId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A push service's answer that is not a success; `gone` when it says the subscription no longer exists. */
class PushRefusedError extends Error {
  constructor(readonly status: number) {
    super(`push service answered ${status}`);
  }
  get gone(): boolean {
    return this.status === 404 || this.status === 410;
  }
}

@Injectable()
export class PushService implements OnModuleInit {
  private keys?: VapidKeys;
  /** The VAPID Authorization header per push service (its origin), and until when it is used. */
  private readonly authorizations = new Map<string, { header: string; until: number }>();

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly queue: JobQueueService,
    private readonly subscriptions: PushSubscriptionRepository,
  ) {}

  onModuleInit(): void {
    this.queue.define<PushJob>({
      name: PUSH_DELIVERY_JOB,
      concurrency: 4,
      batchSize: 25,
      queue: {
        retryLimit: this.config.MAIL_RETRY_LIMIT,
        retryDelay: this.config.MAIL_RETRY_DELAY,
        retryDelayMax: this.config.MAIL_RETRY_DELAY_MAX,
        retryBackoff: true,
        retentionSeconds: 2 * 86_400,
      },
      handler: (job) => this.deliver(job.data),
    });
  }

  /** The VAPID keys (read or made on first use, never logged). */
  vapid(): VapidKeys {
    return (this.keys ??= resolveVapidKeys(this.config));
  }

  /**
   * Queues a push of `kind` to every device of the given members (every member's when `userIds` is
   * null) whose push choice of it is on, in the transaction `db` when given; `key` names the
   * notification of a member (one push per key and device). Returns how many members will get it.
   */
  async send(
    db: Db | undefined,
    kind: PushKind,
    userIds: string[] | null,
    key: (userId: string) => string,
    message: (userId: string) => PushMessage,
  ): Promise<number> {
    if (userIds?.length === 0) return 0;
    const targets = await this.subscriptions.targets(userIds, kind, db);
    await this.queue.send<PushJob>(
      PUSH_DELIVERY_JOB,
      targets.map((t) => ({
        id: jobId(key(t.userId), t.id),
        data: { subscriptionId: t.id, message: message(t.userId) },
      })),
      db,
    );
    return new Set(targets.map((t) => t.userId)).size;
  }

  /** The VAPID Authorization (`vapid t=<ES256 JWT for the push service's origin>, k=<public key>`). */
  private authorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const cached = this.authorizations.get(audience);
    if (cached && cached.until > now) return cached.header;
    const { subject, publicKey, privateKey } = this.vapid();
    const expiration = Math.floor(now / 1000) + VAPID_VALID_SECONDS;
    const header = webpush.getVapidHeaders(
      audience,
      subject,
      publicKey,
      privateKey,
      'aes128gcm',
      expiration,
    ).Authorization;
    this.authorizations.set(audience, { header, until: now + VAPID_RESIGN_MS });
    return header;
  }

  /**
   * One push to one device. A subscription removed meanwhile is skipped; a 404/410 removes it; any other failure throws
   * (retried).
   */
  async deliver(job: PushJob): Promise<void> {
    const subscription = await this.subscriptions.findById(job.subscriptionId);
    if (!subscription) return;
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(job.message),
      {
        headers: { Authorization: this.authorization(subscription.endpoint) },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      // In production only the public internet: a member names the endpoint (common/public-address.ts).
      const status = await post(request, this.config.NODE_ENV === 'production');
      if (status < 200 || status > 299) throw new PushRefusedError(status);
    } catch (error) {
      if (error instanceof PushRefusedError && error.gone) return this.subscriptions.remove(subscription.id);
      throw error;
    }
    await this.subscriptions.markUsed(subscription.id, new Date());
  }
}

/**
 * Sends the push request; the status the push service answered. No redirect is followed; with `publicOnly` the
 * connection goes only to a public address.
 */
function post(request: webpush.RequestDetails, publicOnly: boolean): Promise<number> {
  const url = new URL(request.endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: request.method,
        headers: request.headers as Record<string, string>,
        timeout: PUSH_TIMEOUT_MS,
        ...(publicOnly ? { lookup: publicOnlyLookup } : {}),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${PUSH_TIMEOUT_MS / 1000} s`)));
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
