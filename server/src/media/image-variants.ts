// The stored shape of a processed image (photos.variants, profiles.avatar_variants) and the URLs and
// srcset lists made from it. Each object is named by the first 32 hex digits of its SHA-256
// (`images/<hash>.<ext>`), so a URL never changes meaning and is cached for a year.

export const IMAGE_FOLDER = 'images';
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const FORMAT_EXTENSION: Record<ImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const EXTENSION_MIME: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** One width of the image in each format (the values are object hashes). */
export interface VariantSize extends Record<ImageFormat, string> {
  w: number;
  h: number;
}

export interface ImageVariants {
  /** Smallest first. */
  sizes: VariantSize[];
  /** A 1200×630 JPEG for link previews (og:image), photos only. */
  og?: string;
  /** Every stored key, for the storage sweep (storage-references.repository.ts). */
  keys: string[];
}

/** The srcset lists a page needs, one per format, and the fallback `src`. */
export interface ImageSources {
  src: string;
  avif: string;
  webp: string;
  jpeg: string;
  og: string | null;
}

export const imageKey = (hash: string, format: ImageFormat) => `${IMAGE_FOLDER}/${hash}.${FORMAT_EXTENSION[format]}`;

/** A variants value as read from a JSON column (null for anything that is not one). */
export function asVariants(value: unknown): ImageVariants | null {
  const v = value as ImageVariants | null;
  return v && Array.isArray(v.sizes) && v.sizes.length > 0 && Array.isArray(v.keys) ? v : null;
}

/** The URLs of a processed image: under `base` (STORAGE_PUBLIC_URL/images or /api/media). */
export function imageSources(variants: ImageVariants, base: string): ImageSources {
  const url = (hash: string, format: ImageFormat) => `${base}/${hash}.${FORMAT_EXTENSION[format]}`;
  const list = (format: ImageFormat) => variants.sizes.map((s) => `${url(s[format], format)} ${s.w}w`).join(', ');
  // The fallback: the width nearest 1024 px, enough for a card or an article on most screens.
  const fallback = variants.sizes.reduce((best, s) => (Math.abs(s.w - 1024) < Math.abs(best.w - 1024) ? s : best));
  return {
    src: url(fallback.jpeg, 'jpeg'),
    avif: list('avif'),
    webp: list('webp'),
    jpeg: list('jpeg'),
    og: variants.og ? url(variants.og, 'jpeg') : null,
  };
}
