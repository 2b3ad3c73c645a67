import { Global, Module } from '@nestjs/common';
import { MediaController } from './media.controller';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';

/** Uploaded images processed into served variants (photos, avatars), and the route serving them. */
@Global()
@Module({ controllers: [MediaController], providers: [MediaService, MediaRepository], exports: [MediaService] })
export class MediaModule {}
