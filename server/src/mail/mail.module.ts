import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailTransportService } from './mail-transport.service';
import { MailDeliveryService } from './mail-delivery.service';
import { MailOutboxService } from './mail-outbox.service';

/** Outgoing mail, for every module that sends some: queued in the outbox, delivered by the job queue. */
@Global()
@Module({
  providers: [MailService, MailOutboxRepository, MailTransportService, MailDeliveryService, MailOutboxService],
  exports: [MailService, MailOutboxService],
})
export class MailModule {}
