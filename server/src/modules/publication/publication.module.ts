import { Module } from '@nestjs/common';
import { PublicationService } from './publication.service';
import { PublicationRepository } from './publication.repository';

/** When the next scheduled article, page, guide entry or album becomes public (the page cache acts on it). */
@Module({
  providers: [PublicationService, PublicationRepository],
  exports: [PublicationService],
})
export class PublicationModule {}
