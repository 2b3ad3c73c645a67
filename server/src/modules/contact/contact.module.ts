import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactAdminController } from './contact-admin.controller';
import { ContactService } from './contact.service';
import { ContactRepository } from './contact.repository';
import { SiteSettingsModule } from '../site-settings/site-settings.module';

/** The contact form and the staff list of its messages. */
@Module({
  imports: [SiteSettingsModule],
  controllers: [ContactController, ContactAdminController],
  providers: [ContactService, ContactRepository],
})
export class ContactModule {}
