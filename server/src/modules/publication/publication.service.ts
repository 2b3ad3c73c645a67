// Scheduled publications of the content module's tables, for whoever must act when one comes (the page cache).
import { Injectable } from '@nestjs/common';
import { PublicationRepository } from './publication.repository';

@Injectable()
export class PublicationService {
  constructor(private readonly publications: PublicationRepository) {}

  /**
   * When the next scheduled article, content page, guide entry or gallery album becomes public; null when none is
   * scheduled.
   */
  nextPublication(): Promise<Date | null> {
    return this.publications.nextPublication(new Date());
  }
}
