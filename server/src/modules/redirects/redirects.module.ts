import { Module } from '@nestjs/common';
import { RedirectController } from './redirect.controller';
import { RedirectAdminController } from './redirect-admin.controller';
import { RedirectService } from './redirect.service';
import { RedirectRepository } from './redirect.repository';

/** Redirects of old addresses to new ones, followed by the page server and kept by staff. */
@Module({
  controllers: [RedirectController, RedirectAdminController],
  providers: [RedirectService, RedirectRepository],
  exports: [RedirectService],
})
export class RedirectsModule {}
