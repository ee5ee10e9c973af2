import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Images made in code for the upload and image-processing tests, so no binary fixture lives in
// the repository.

export function solid(width: number, height: number, colour = '#3a6ea5') {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

/** A JPEG stored sideways (EXIF orientation 6: turn 90° clockwise to view) with GPS coordinates. */
export function jpegWithGpsAndOrientation(width: number, height: number): Promise<Buffer> {
  return solid(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Starmatch Test Camera', Orientation: '6' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '36/1 50/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '174/1 45/1 0/1',
      },
    })
    .toBuffer();
}

/** True when an EXIF block holds a GPS IFD pointer (tag 0x8825), in either byte order. */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, checksum]);
}

/**
 * A decompression bomb: a valid-looking PNG of a few dozen bytes whose header declares
 * width x height pixels.
 */
export function pngBomb(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real HEIC (HEVC in HEIF), as phones take them: 96x64, the left half red (#c02020), the right
 * half blue (#2040c0). Checked in (see fixtures/README.md): nothing here can encode HEVC.
 */
export function heicPhoto(): Promise<Buffer> {
  return readFile(new URL('../fixtures/red-blue-96x64.heic', import.meta.url));
}

/**
 * A picture with something in it, different for each seed: a gradient sky and a dozen shapes
 * placed by a small generator. Perceptual hashes need structure, which a solid image lacks.
 */
export function scenePhoto(seed: number, width = 1200, height = 900) {
  let state = seed * 2654435761 + 1;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const colour = () =>
    `rgb(${Math.floor(next() * 255)},${Math.floor(next() * 255)},${Math.floor(next() * 255)})`;
  const shapes = Array.from({ length: 12 }, () => {
    const x = Math.floor(next() * width);
    const y = Math.floor(next() * height);
    const size = Math.floor((0.1 + next() * 0.3) * Math.min(width, height));
    return next() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${colour()}"/>`
      : `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" fill="${colour()}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="${colour()}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg));
}

/** What sharp reads of an image (a buffer or a file's path): its format, size and EXIF. */
export function imageMetadata(input: Buffer | string) {
  return sharp(input).metadata();
}

/** An uncompressed PNG of noise: large on disk, as nothing in it compresses. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** What someone trying to get past a ban would do: half the size, saved as a poor JPEG. */
export async function reencodedAtHalfSize(photo: Buffer): Promise<Buffer> {
  const { width } = await sharp(photo).metadata();
  return sharp(photo)
    .resize({ width: Math.round((width ?? 2) / 2) })
    .jpeg({ quality: 60 })
    .toBuffer();
}
