// The contact form. The message goes only to the club's own address (site setting, else
// CONTACT_EMAIL), never to an address from the request: the visitor's address is only the
// Reply-To, so the form cannot relay mail. Each message is stored first (the staff can read it
// even when mail fails) and counts against a per-IP budget of 5 an hour; the IP is kept only as a
// keyed hash. A filled honeypot field is answered like a success and dropped.
import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../../common/logger.module';
import { createHmac } from 'node:crypto';
import { resolveJwtSecret } from '../../access/jwt-secret';
import { ApiError, notFound } from '../../common/api-error';
import { CONFIG } from '../../config/config.module';
import type { Config } from '../../config/config';
import {
  mapContactMessage,
  type ContactMessageAdminListResponseDto,
  type ContactMessageAdminQueryDto,
  type ContactMessageAdminResponseDto,
  type UpdateContactMessageAdminDto,
  type ContactMessageDto,
  type ContactReceiptResponseDto,
} from './contact.dto';
import { pageWindow } from '../../common/page.dto';
import { MailService } from '../../mail/mail.service';
import { ContactRepository } from './contact.repository';
import { listSort } from '../../common/admin-list.dto';
import { SiteSettingService } from '../site-settings/site-setting.service';
import { COMMON_ERRORS } from '../../common/common-errors';
import { CONTACT_ERRORS } from './contact-errors';

/** Messages one IP address may send per window. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 3600 };

const RECEIVED: ContactReceiptResponseDto = { v: { received: true } };

@Injectable()
export class ContactService {
  @Inject(LOGGER) private readonly logger!: Logger;
  private ipKey?: string;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly contacts: ContactRepository,
    private readonly settings: SiteSettingService,
    private readonly mail: MailService,
  ) {}

  async sendContactMessage(dto: ContactMessageDto, ip: string): Promise<ContactReceiptResponseDto> {
    if (dto.website?.trim()) return RECEIVED;
    const message = {
      name: dto.name.trim(),
      email: dto.email.trim(),
      subject: dto.subject?.trim() || null,
      message: dto.message.trim(),
    };
    const stored = await this.contacts.createWithinLimit(
      { ...message, ipHash: this.ipHash(ip) },
      CONTACT_RATE_LIMIT.limit,
      CONTACT_RATE_LIMIT.windowSeconds,
    );
    if (!stored)
      throw new ApiError(
        429,
        COMMON_ERRORS.too_many_requests,
        'Too many messages from your address: try again in an hour',
      );
    const to = await this.settings.contactEmail();
    try {
      await this.mail.send({
        kind: 'contact',
        to,
        replyTo: { name: message.name, address: message.email },
        subject: `[${this.config.SITE_NAME}] ${message.subject ?? 'Správa z kontaktného formulára'}`,
        text: [
          `Nová správa z kontaktného formulára (${this.config.PUBLIC_URL}/kontakt).`,
          '',
          `Meno: ${message.name}`,
          `E-mail: ${message.email}`,
          `Predmet: ${message.subject ?? '—'}`,
          '',
          message.message,
          '',
          '—',
          `Odpoveď na tento e-mail pôjde odosielateľovi (${message.email}).`,
        ].join('\n'),
      });
    } catch (err) {
      // Stored already: staff see it in the console even though the mail did not go out.
      this.logger.error(`contact message ${stored.id} stored but not mailed: ${String(err)}`);
    }
    return RECEIVED;
  }

  async listContactMessagesAdmin(query: ContactMessageAdminQueryDto): Promise<ContactMessageAdminListResponseDto> {
    const { rows, total } = await this.contacts.listForAdmin(listSort(query, 'created_at', 'desc'), pageWindow(query));
    return { v: rows.map(mapContactMessage), total };
  }

  async getContactMessageAdmin(id: string): Promise<ContactMessageAdminResponseDto> {
    const row = await this.contacts.findById(id);
    if (!row) throw notFound(CONTACT_ERRORS.contact_message_not_found, 'Message');
    return { v: mapContactMessage(row) };
  }

  async updateContactMessageAdmin(
    id: string,
    dto: UpdateContactMessageAdminDto,
  ): Promise<ContactMessageAdminResponseDto> {
    const row = await this.contacts.findById(id);
    if (!row) throw notFound(CONTACT_ERRORS.contact_message_not_found, 'Message');
    // Marking a handled message again keeps when it was first handled.
    if (dto.handled === (row.handledAt !== null)) return { v: mapContactMessage(row) };
    const updated = await this.contacts.setHandled(id, dto.handled ? new Date() : null);
    if (!updated) throw notFound(CONTACT_ERRORS.contact_message_not_found, 'Message');
    return { v: mapContactMessage(updated) };
  }

  /** A keyed hash of the address: the same secret on every server process, so they share the limit. */
  private ipHash(ip: string): string {
    this.ipKey ??= `contact-ip:${resolveJwtSecret(this.config)}`;
    return createHmac('sha256', this.ipKey).update(ip).digest('hex');
  }
}
