import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import { getLocalSmtpUrl } from './local-smtp';
import { deliveryProblem, type DeliveryProblem } from './delivery-problem';

/**
 * A file sent with the mail: with `cid`, an image shown inside the HTML part (`<img src="cid:…">`,
 * a payment QR code, an event ticket); without, an attachment (an event's .ics).
 */
export interface MailAttachment {
  filename: string;
  cid?: string;
  /** With parameters when they matter (`text/calendar; charset=utf-8; method=PUBLISH`). */
  contentType: string;
  /** The bytes, base64. */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (the contact form: the visitor); nodemailer encodes the name safely. */
  replyTo?: string | { name: string; address: string };
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** Message-ID: the same for every delivery attempt of one mail, so a receiver can drop a repeat. */
  messageId?: string;
  attachments?: MailAttachment[];
}

/** Which mail server outgoing mail goes to: SMTP_URL, the local MailDev, or none. */
export type MailServerKind = 'smtp_url' | 'local_maildev' | 'none';

export interface MailServerCheck {
  kind: MailServerKind;
  /** host:port of the server (no user, no password). */
  server: string | null;
  /** Whether it answered (connection, greeting, EHLO, STARTTLS and login when configured); null when there is none. */
  reachable: boolean | null;
  problem: DeliveryProblem | null;
}

/** Raised when there is no mail server to send to (no SMTP_URL and no local MailDev). */
export class MailNotConfiguredError extends Error {
  override name = 'MailNotConfiguredError';
}

/**
 * The SMTP side of outgoing mail, used only by the delivery job (mail-delivery.service.ts): to
 * SMTP_URL, else to the MailDev the server started locally. `deliver` resolves once the SMTP server
 * accepted the message and rejects when it did not.
 */
@Injectable()
export class MailTransportService implements OnModuleDestroy {
  private transporter?: Transporter;
  private transporterUrl?: string;

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  private transport(): Transporter {
    const url = this.config.SMTP_URL ?? getLocalSmtpUrl();
    if (!url) throw new MailNotConfiguredError('no mail server: set SMTP_URL (or let the server start MailDev)');
    if (!this.transporter || this.transporterUrl !== url) {
      this.transporter?.close();
      // Short timeouts: a dead mail server must fail the attempt (to be retried), not hold a worker.
      this.transporter = nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: 5,
        connectionTimeout: 8_000,
        greetingTimeout: 8_000,
        socketTimeout: 10_000,
      });
      this.transporterUrl = url;
    }
    return this.transporter;
  }

  /** Where mail goes now, without user or password. */
  server(): { kind: MailServerKind; server: string | null } {
    const url = this.config.SMTP_URL ?? getLocalSmtpUrl();
    const kind: MailServerKind = this.config.SMTP_URL ? 'smtp_url' : url ? 'local_maildev' : 'none';
    if (!url) return { kind, server: null };
    const parsed = new URL(url);
    return { kind, server: `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')}` };
  }

  /**
   * Asks the mail server whether it would take mail (nodemailer's verify: connect, greeting, EHLO,
   * STARTTLS, login) on a connection of its own that gives up after `timeoutMs`.
   */
  async check(timeoutMs: number): Promise<MailServerCheck> {
    const { kind, server } = this.server();
    const url = this.config.SMTP_URL ?? getLocalSmtpUrl();
    if (!url) return { kind, server, reachable: null, problem: 'not_configured' };
    const probe = nodemailer.createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    try {
      await probe.verify();
      return { kind, server, reachable: true, problem: null };
    } catch (error) {
      return { kind, server, reachable: false, problem: deliveryProblem(error as Error & { code?: string }) };
    } finally {
      probe.close();
    }
  }

  async deliver(message: MailMessage): Promise<void> {
    const { attachments: files, ...rest } = message;
    const attachments = files?.map((i) => ({
      filename: i.filename,
      cid: i.cid,
      contentType: i.contentType,
      content: Buffer.from(i.content, 'base64'),
    }));
    await this.transport().sendMail({
      from: this.config.MAIL_FROM,
      ...rest,
      ...(attachments?.length ? { attachments } : {}),
    });
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
