// Uploaded images made fit to serve, on sharp (libvips): the bytes are checked to be a JPEG, PNG or
// WebP whose declared size is within limits (decompression bombs are refused before decoding),
// decoded strictly (a truncated or corrupt file is refused), turned upright by its EXIF orientation,
// converted to sRGB and re-encoded without any metadata (EXIF, GPS, XMP, IPTC, ICC: nothing of the
// original file is copied), as AVIF, WebP and JPEG at a few widths, never upscaled, plus a
// placeholder: a blurred 16-pixel WebP as a data: URL (about 150 bytes) that a page shows as the
// image's background while it loads, with no script to decode it. The original bytes are not kept (docs/storage.md).
// Work runs on libvips' threads off the event loop; at most IMAGE_CONCURRENCY images at a time, the
// rest wait their turn, so a burst of uploads bounds CPU and memory.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ApiError } from '../common/api-error';
import { imageInfo } from '../domain/image-info';
import { imageKey, type ImageFormat, type ImageVariants, type VariantSize } from './image-variants';
import { COMMON_ERRORS } from '../common/common-errors';
import { MEDIA_ERRORS } from './media-errors';

/** 50 megapixels: a 48 MP phone photo passes; a file declaring more is refused before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageSpec {
  /** Widths to make (each at most the image's own width; the image's width is added when smaller than the largest). */
  widths: readonly number[];
  /** Crop to a centred square (avatars). */
  square?: boolean;
  /** Also a 1200×630 JPEG for link previews. */
  og?: boolean;
}

export const PHOTO_SPEC: ImageSpec = { widths: [320, 640, 1024, 1600], og: true };
/** Avatars are shown at most 96 CSS pixels wide: 192 px serves a screen of density 2. */
export const AVATAR_SPEC: ImageSpec = { widths: [48, 96, 192], square: true };

export interface ProcessedImage {
  width: number;
  height: number;
  placeholder: string;
  variants: ImageVariants;
  objects: { key: string; bytes: Buffer; contentType: string }[];
}

const ENCODE: Record<ImageFormat, (s: sharp.Sharp) => sharp.Sharp> = {
  avif: (s) => s.avif({ quality: 50, effort: 0, chromaSubsampling: '4:2:0' }),
  webp: (s) => s.webp({ quality: 75, effort: 2 }),
  jpeg: (s) => s.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};
const MIME: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

// No cache of decoded images (each upload is new) and one libvips thread per operation: an image's
// variants are encoded side by side on the libuv pool instead, and memory stays bounded.
sharp.cache(false);
sharp.concurrency(1);

const invalid = () =>
  new ApiError(400, MEDIA_ERRORS.invalid_image, 'The image cannot be read: the file is damaged or incomplete');

export class ImagePipeline {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  /** Processes an uploaded image (415 not an image we take, 413 too many pixels, 400 unreadable). */
  async process(input: Buffer, spec: ImageSpec): Promise<ProcessedImage> {
    const info = imageInfo(input);
    if (!info)
      throw new ApiError(415, COMMON_ERRORS.unsupported_file_type, 'The file is not a JPEG, PNG or WebP image');
    if (info.width * info.height > MAX_INPUT_PIXELS)
      throw new ApiError(
        413,
        MEDIA_ERRORS.image_too_large,
        `The image has ${info.width}×${info.height} pixels; at most ${MAX_INPUT_PIXELS / 1e6} megapixels are accepted`,
      );
    await this.turn();
    try {
      return await make(input, spec);
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private async turn(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
  }
}

async function make(input: Buffer, spec: ImageSpec): Promise<ProcessedImage> {
  const largest = Math.max(...spec.widths);
  // One strict decode, upright and in sRGB, reduced to the largest width needed; every variant is
  // made from these pixels.
  let base: { data: Buffer; info: sharp.OutputInfo };
  let upright: { width: number; height: number };
  try {
    const meta = await sharp(input).metadata();
    upright = meta.autoOrient;
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', sequentialRead: true })
      .rotate()
      .toColourspace('srgb');
    if (spec.square) {
      const side = Math.min(largest, upright.width, upright.height);
      pipeline = pipeline.resize(side, side, { fit: 'cover', position: 'attention' });
    } else pipeline = pipeline.resize(largest, largest * 4, { fit: 'inside', withoutEnlargement: true });
    base = await pipeline.raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw invalid();
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const from = () => sharp(base.data, { raw });
  const widths = [...new Set(spec.widths.map((w) => Math.min(w, raw.width)))].sort((a, b) => a - b);

  const objects: ProcessedImage['objects'] = [];
  const store = (bytes: Buffer, format: ImageFormat): string => {
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    objects.push({ key: imageKey(hash, format), bytes, contentType: MIME[format] });
    return hash;
  };
  const sizes: VariantSize[] = [];
  for (const w of widths) {
    const h = Math.max(1, Math.round((raw.height * w) / raw.width));
    const resized = () => (w === raw.width ? from() : from().resize(w, h, { fit: 'fill' }));
    const encode = (f: ImageFormat) =>
      ENCODE[f](f === 'jpeg' ? resized().flatten({ background: '#ffffff' }) : resized()).toBuffer();
    // The AVIF encoder needs the most memory: it runs alone, then WebP and JPEG side by side.
    const avif = await encode('avif');
    const [webp, jpeg] = await Promise.all([encode('webp'), encode('jpeg')]);
    const size = { w, h } as VariantSize;
    size.avif = store(avif, 'avif');
    size.webp = store(webp, 'webp');
    size.jpeg = store(jpeg, 'jpeg');
    sizes.push(size);
  }
  let og: string | undefined;
  if (spec.og)
    og = store(
      await ENCODE.jpeg(
        from().flatten({ background: '#ffffff' }).resize(1200, 630, { fit: 'cover', position: 'attention' }),
      ).toBuffer(),
      'jpeg',
    );

  const tiny = await from()
    .resize(16, 16, { fit: 'inside' })
    .blur(0.6)
    .webp({ quality: 40, smartSubsample: true })
    .toBuffer();
  const placeholder = `data:image/webp;base64,${tiny.toString('base64')}`;
  const width = spec.square ? raw.width : upright.width;
  const height = spec.square ? raw.height : upright.height;
  return {
    width,
    height,
    placeholder,
    variants: { sizes, ...(og ? { og } : {}), keys: objects.map((o) => o.key) },
    objects,
  };
}
