import { Global, Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { MediaRebuild } from './media-rebuild';

/** Uploaded images processed into served variants (photos, avatars), and the route serving them. */
@Global()
@Module({
  controllers: [MediaController],
  providers: [MediaService, MediaRepository, MediaRebuild],
  exports: [MediaService, MediaRebuild],
})
export class MediaModule {}
