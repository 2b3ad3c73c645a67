import { Module } from '@nestjs/common';
import { GalleryController } from './gallery.controller';
import { GalleryAdminController } from './gallery-admin.controller';
import { GalleryService } from './gallery.service';
import { GalleryAdminService } from './gallery-admin.service';
import { GalleryRepository } from './gallery.repository';

/** The gallery: albums and photos, public and in the console. */
@Module({
  controllers: [GalleryController, GalleryAdminController],
  providers: [GalleryService, GalleryAdminService, GalleryRepository],
  exports: [GalleryService],
})
export class GalleryModule {}
