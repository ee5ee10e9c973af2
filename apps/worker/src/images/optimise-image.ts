import { IMAGE_MAX_SIDE_PX } from '@starmatch/contracts/constants';
import { IMAGE_REJECTED_PREFIX } from '@starmatch/contracts/jobs';
import { UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { decodeHevc } from './decode-hevc.js';

/**
 * Refuses decompression bombs before decoding: a 5 MB file can declare billions of pixels.
 * 40 megapixels is above any phone photo that fits in 5 MB and bounds a decode to about 160 MB.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const WEBP_QUALITY = 80;
export const THUMBNAIL_SIDE_PX = 320;
export const THUMBNAIL_QUALITY = 70;

/** What sharp reports for the formats the upload call accepts (AVIF and HEIC are both 'heif'). */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

// 'warning' is sharp's own advice for untrusted input: a truncated or corrupt file fails instead
// of producing a half-grey picture. Only the first frame of an animation is used.
const INPUT: SharpOptions = { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 };

/** The file is not an image this service accepts; retrying cannot change that. */
export class ImageRejectedError extends UnrecoverableJobError {
  override name = 'ImageRejectedError';
  constructor(readonly reason: string) {
    super(`${IMAGE_REJECTED_PREFIX}${reason}`);
  }
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface OptimisedImage {
  /** WebP, upright, longest side at most IMAGE_MAX_SIDE_PX, no metadata at all. */
  main: EncodedImage;
  /** WebP, longest side at most THUMBNAIL_SIDE_PX. */
  thumbnail: EncodedImage;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function checkInput(source: Buffer): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(source, INPUT).metadata();
  } catch (error) {
    throw new ImageRejectedError(`not a readable image (${describe(error)})`);
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) {
    throw new ImageRejectedError(`the format ${metadata.format} is not accepted`);
  }
  const pixels = metadata.width * metadata.height;
  if (pixels > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError(
      `${metadata.width}x${metadata.height} is more than ${MAX_INPUT_PIXELS} pixels`,
    );
  }
  return metadata;
}

/**
 * The decoding pipeline, upright. Most formats sharp decodes itself, turned by their EXIF
 * orientation; HEIC (HEIF with HEVC) is decoded to pixels first, already upright (HEIF's own
 * rotation applies, not EXIF's). Only an image with alpha keeps its alpha channel.
 */
async function uprightPipeline(source: Buffer, metadata: Metadata): Promise<Sharp> {
  if (metadata.format !== 'heif' || metadata.compression !== 'hevc') {
    return sharp(source, INPUT).autoOrient();
  }
  const { data, width, height } = await decodeHevc(source);
  const pipeline = sharp(data, {
    raw: { width, height, channels: 4 },
    limitInputPixels: MAX_INPUT_PIXELS,
  });
  return metadata.hasAlpha ? pipeline : pipeline.removeAlpha();
}

async function encode(pipeline: Sharp): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Decodes an uploaded file and re-encodes it as WebP. Metadata (EXIF with GPS, XMP, IPTC, ICC) is
 * dropped because sharp keeps none unless asked to; the picture is turned upright first (see
 * uprightPipeline) so it stays upright without it. Throws ImageRejectedError for anything that
 * is not a sound JPEG, PNG, WebP, GIF or AVIF/HEIC image within the pixel limit.
 */
export async function optimiseImage(source: Buffer): Promise<OptimisedImage> {
  const metadata = await checkInput(source);
  let main: EncodedImage;
  try {
    main = await encode(
      (await uprightPipeline(source, metadata))
        .resize({
          width: IMAGE_MAX_SIDE_PX,
          height: IMAGE_MAX_SIDE_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: WEBP_QUALITY }),
    );
  } catch (error) {
    throw new ImageRejectedError(`could not be decoded (${describe(error)})`);
  }
  const thumbnail = await encode(
    sharp(main.data)
      .resize({
        width: THUMBNAIL_SIDE_PX,
        height: THUMBNAIL_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: THUMBNAIL_QUALITY }),
  );
  return { main, thumbnail };
}
