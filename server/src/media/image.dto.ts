// How content shows a picture: the fallback `src`, the oriented size, srcset lists per format, the
// loading placeholder and, for link previews, a 1200×630 image. Photos uploaded before images were
// processed (and the demo's drawings) have only `src` and perhaps a size.
import { ApiProperty } from '@nestjs/swagger';
import { asVariants, imageSources, type ImageSources } from './image-variants';
import { mediaBaseUrl } from './media.service';

export class ImageSourcesDto {
  @ApiProperty({
    description: 'srcset of the AVIF variants',
    example: '/api/media/3f2a…c1.avif 320w, /api/media/9b1e…07.avif 640w',
  })
  avif: string;

  @ApiProperty({ description: 'srcset of the WebP variants' })
  webp: string;

  @ApiProperty({ description: 'srcset of the JPEG variants (the fallback)' })
  jpeg: string;

  @ApiProperty({ type: String, nullable: true, description: 'A 1200×630 JPEG for link previews (og:image)' })
  og: string | null;
}

/** A photo as content shows it (articles, events, gallery). */
export class PhotoRefDto {
  @ApiProperty({
    description:
      'URL of the image: a JPEG about 1024 px wide for processed photos (relative to the site unless STORAGE_PUBLIC_URL is set)',
  })
  src: string;

  @ApiProperty()
  alt: string;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Width as shown (upright)' })
  width: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Height as shown (upright)' })
  height: number | null;

  @ApiProperty({
    type: () => ImageSourcesDto,
    nullable: true,
    description: 'The variants; null until the photo has been processed',
  })
  sources: ImageSourcesDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A blurred 16-pixel WebP as a data: URL, shown while the image loads',
  })
  placeholder: string | null;
}

export interface PhotoFields {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  variants: unknown;
  placeholder: string | null;
}

/** The select of a photo row that `mapPhotoRef` needs. */
export const PHOTO_REF_SELECT = {
  src: true,
  alt: true,
  width: true,
  height: true,
  variants: true,
  placeholder: true,
} as const;

/**
 * A member's avatar as lists show it (search, attendees, staff lists): its square variants, else the
 * URL it has. The alt text is empty: an avatar stands beside the member's name, which says who it is.
 */
export function mapAvatarRef(url: string | null, variants: unknown): PhotoRefDto | null {
  if (!url) return null;
  const processed = asVariants(variants);
  const side = processed ? processed.sizes[processed.sizes.length - 1].w : null;
  return mapPhotoRef({ src: url, alt: '', width: side, height: side, variants: processed, placeholder: null });
}

export function mapPhotoRef(row: PhotoFields): PhotoRefDto {
  const variants = asVariants(row.variants);
  const sources: ImageSources | null = variants ? imageSources(variants, mediaBaseUrl()) : null;
  return {
    src: sources?.src ?? row.src,
    alt: row.alt,
    width: row.width,
    height: row.height,
    sources: sources && { avif: sources.avif, webp: sources.webp, jpeg: sources.jpeg, og: sources.og },
    placeholder: variants ? row.placeholder : null,
  };
}
