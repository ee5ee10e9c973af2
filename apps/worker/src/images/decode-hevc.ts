import decodeHeic from 'heic-decode';

export interface RawImage {
  /** RGBA, 8 bits a channel, row after row. */
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes a HEIC photo (HEVC inside HEIF, what iPhones and many Android phones save) to pixels.
 * The prebuilt sharp cannot: libvips ships without an HEVC decoder for patent reasons, so this is
 * libheif compiled to WebAssembly (libheif-js, through heic-decode). libheif applies the file's
 * own rotation and mirroring (irot/imir) while decoding, so the pixels come out upright.
 *
 * It runs on the worker's thread: about 0.25 s for a 12-megapixel photo on one core, which holds
 * up the worker's other jobs for that long.
 */
export async function decodeHevc(source: Buffer): Promise<RawImage> {
  const image = await decodeHeic({ buffer: source });
  return {
    data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    width: image.width,
    height: image.height,
  };
}
