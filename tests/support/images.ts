// Real image files for upload tests, made with sharp: a phone-like JPEG (EXIF camera make and model,
// a GPS position, an orientation), and the bad inputs an image upload must refuse.
import sharp from 'sharp';
import zlib from 'node:zlib';

/**
 * A JPEG like a phone's: `width`×`height` stored pixels (a gradient with noise, so it compresses like a photo), EXIF
 * Make/Model/GPS and `orientation`.
 */
export async function phonePhoto(width = 1200, height = 900, orientation = 6): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  const noise = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 12;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      // The top-left quarter is red: after turning upright (orientation 6 = 90° clockwise) it is at the top right.
      const red = x < width / 2 && y < height / 2;
      raw[i] = red ? 220 : (x * 200) / width + noise();
      raw[i + 1] = red ? 20 : (y * 200) / height + noise();
      raw[i + 2] = red ? 20 : 120 + noise();
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro', Software: 'iOS 19.1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 8/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '17/1 6/1 4000/100',
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small PNG that declares 40,000×40,000 pixels (a decompression bomb: 1.6 gigapixels once decoded). */
export function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(40_000, 0);
  ihdr.writeUInt32BE(40_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + 40_000 * 3);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: 64 }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A ZIP archive's first bytes (a file named .jpg that is no image). */
export const zipBytes = (): Buffer => Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 1)]);

export const svgBytes = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
