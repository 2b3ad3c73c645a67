// The first four fields of a content page (public and staff) and of an album, in the order the API
// documents them; a subclass adds its own slug example and description text.
import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { documentSlugExample } from './content-summary.dto';

export class ContentHeadDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  slug: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;
}

/** A subclass's own slug example and, where it has one, the description of its `description`. */
export function documentContentHead(dto: Type, head: { slugExample: string; description?: string }) {
  documentSlugExample(dto, head.slugExample);
  if (head.description)
    ApiProperty({ type: String, nullable: true, description: head.description })(dto.prototype, 'description');
}

/** The body of a page, article or guide entry as the public reads it. */
export const BodyHtmlField = () => ApiProperty({ description: 'The markdown body rendered to sanitised HTML' });
