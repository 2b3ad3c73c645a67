import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Outgoing mail, for every module that sends some. */
@Global()
@Module({ providers: [MailService], exports: [MailService] })
export class MailModule {}
