// A content photo as the server made it (server/src/media): AVIF and WebP sources with a JPEG
// fallback at the widths that exist, so the browser downloads the smallest one that fills `sizes`
// at the screen's density; the upright width and height reserve the box; the blurred placeholder
// shows until the image arrives. Photos without variants (drawings, not yet processed) are a plain img.
import type { CSSProperties } from 'react';
import type { components } from '@/generated/api';

export type PictureImage = Pick<
  components['schemas']['PhotoRefDto'],
  'src' | 'alt' | 'width' | 'height' | 'sources' | 'placeholder'
>;

export function Picture({
  image,
  sizes,
  alt = image.alt,
  className,
  width,
  height,
  eager = false,
  priority = false,
  fit = 'cover',
  style,
}: {
  image: PictureImage;
  /** How wide the image is shown, as in the `sizes` attribute. */
  sizes: string;
  alt?: string;
  className?: string;
  /** The box when the layout crops the photo (cards); else the photo's own size. */
  width?: number;
  height?: number;
  /** Above the fold: load at once. */
  eager?: boolean;
  /** The page's main image (largest contentful paint). */
  priority?: boolean;
  /** How the layout fits the photo in its box (object-fit), so that the placeholder covers the same area. */
  fit?: 'cover' | 'contain';
  /** Layout of the img where no stylesheet gives it one (the console). */
  style?: CSSProperties;
}) {
  const sources = image.sources;
  const placeholder: CSSProperties | undefined = image.placeholder
    ? {
        backgroundImage: `url("${image.placeholder}")`,
        backgroundSize: fit,
        backgroundPosition: 'center',
        backgroundRepeat: 'no-repeat',
      }
    : undefined;
  return (
    <picture className="picture">
      {sources && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      <img
        className={className}
        src={image.src}
        srcSet={sources?.jpeg}
        sizes={sources ? sizes : undefined}
        alt={alt}
        width={width ?? image.width ?? undefined}
        height={height ?? image.height ?? undefined}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        style={placeholder || style ? { ...placeholder, ...style } : undefined}
      />
    </picture>
  );
}
