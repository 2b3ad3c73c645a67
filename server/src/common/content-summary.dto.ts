// The head every list entry of published content shares (an event's or an article's): events and
// content both build their summaries on it.
import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { mapPhotoRef, PhotoRefDto, type PhotoFields } from '../media/image.dto';

/** The head of an event or article in lists: id, title, lead, slug and picture. */
export class ContentSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty()
  slug: string;

  @ApiProperty({ type: () => PhotoRefDto, nullable: true })
  photo: PhotoRefDto | null;
}

/** The head of a list entry from any row that has one (an event's or an article's). */
export function mapContentSummary(row: {
  id: string;
  title: string;
  description: string | null;
  slug: string;
  photo: PhotoFields | null;
}): ContentSummaryDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    photo: row.photo ? mapPhotoRef(row.photo) : null,
  };
}

/** Documents an example slug on a subclass (redeclaring the inherited property would need an initializer). */
export const documentSlugExample = (dto: Type, example: string) => ApiProperty({ example })(dto.prototype, 'slug');
