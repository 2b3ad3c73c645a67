import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { CONFIG } from '../config/config.module';
import type { Config } from '../config/config';
import { getLocalSmtpUrl } from './local-smtp';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (the contact form: the visitor); nodemailer encodes the name safely. */
  replyTo?: string | { name: string; address: string };
}

/** Raised when there is no mail server to send to (no SMTP_URL and no local MailDev). */
export class MailNotConfiguredError extends Error {
  override name = 'MailNotConfiguredError';
}

/**
 * Outgoing mail through nodemailer: to SMTP_URL, else to the MailDev the server started locally.
 * `send` resolves once the SMTP server accepted the message and rejects when it did not.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private transporter?: Transporter;
  private transporterUrl?: string;

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  private transport(): Transporter {
    const url = this.config.SMTP_URL ?? getLocalSmtpUrl();
    if (!url) throw new MailNotConfiguredError('no mail server: set SMTP_URL (or let the server start MailDev)');
    if (!this.transporter || this.transporterUrl !== url) {
      this.transporter?.close();
      // Short timeouts: a request waiting on a dead mail server must fail, not hang.
      this.transporter = nodemailer.createTransport({ url, connectionTimeout: 8_000, greetingTimeout: 8_000, socketTimeout: 10_000 });
      this.transporterUrl = url;
    }
    return this.transporter;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport().sendMail({ from: this.config.MAIL_FROM, ...message });
  }

  onModuleDestroy(): void {
    this.transporter?.close();
  }
}
