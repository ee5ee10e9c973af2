import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_OUTPUT_FORMAT,
  MAX_IMAGE_BYTES,
  UPLOAD_SERVICE,
} from '@starmatch/contracts/constants';
import { type ImageOptimiseResult, imageOptimiseJobSchema } from '@starmatch/contracts/jobs';
import { type JobProcessor, UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import { ImageRejectedError, optimiseImage } from '../images/optimise-image.js';
import { perceptualHash } from '../images/perceptual-hash.js';
import { isInsideFolder, thumbnailPathFor } from '../images/upload-paths.js';

/**
 * Writes the file whole or not at all: under a temporary name, then renamed over the target. A
 * job that runs twice at once (its lock lapsed while it worked) or again later (its worker died
 * after writing) replaces each file with the same bytes, and a reader never sees half of one.
 */
async function writeWhole(target: string, data: Uint8Array): Promise<void> {
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    // Owner-only: only the services read photos (the api serves them to signed-in people).
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * image.optimise: reads the upload the api left in the shared upload folder, writes the WebP and
 * its thumbnail, and answers their sizes and the photo's perceptual hash. The api removes the source file; this processor only
 * removes what it wrote when writing fails half way. Running it again gives the same files (the
 * output is a function of the source; see writeWhole), so a repeat is never visible.
 */
export function createImageProcessor(options: { uploadDir: string }): JobProcessor {
  const root = path.resolve(options.uploadDir);
  return async (payload) => {
    const parsed = imageOptimiseJobSchema.safeParse(payload);
    if (!parsed.success) {
      throw new UnrecoverableJobError(`Invalid image job: ${parsed.error.issues[0]?.message}`);
    }
    const { sourcePath, outputPath } = parsed.data;
    // Paths come from the api, but a job must never read or write outside the upload folder.
    const pathsOk =
      isInsideFolder(root, sourcePath) &&
      isInsideFolder(root, outputPath) &&
      outputPath.endsWith(`.${IMAGE_OUTPUT_FORMAT}`);
    if (!pathsOk) {
      throw new UnrecoverableJobError('Invalid image job: paths must be inside the upload folder');
    }
    // A missing source is a fault of the shared folder, not of the image: it fails like one.
    const { size } = await stat(sourcePath);
    if (size > MAX_IMAGE_BYTES) throw new ImageRejectedError(`${size} bytes is over the limit`);
    const image = await optimiseImage(await readFile(sourcePath));
    const thumbnailPath = thumbnailPathFor(outputPath);
    try {
      await mkdir(path.dirname(outputPath), { recursive: true, mode: 0o700 });
      await writeWhole(outputPath, image.main.data);
      await writeWhole(thumbnailPath, image.thumbnail.data);
    } catch (error) {
      await Promise.all([rm(outputPath, { force: true }), rm(thumbnailPath, { force: true })]);
      throw error;
    }
    const result: ImageOptimiseResult = {
      outputPath,
      originalSize: size,
      optimizedSize: image.main.data.length,
      width: image.main.width,
      height: image.main.height,
      format: IMAGE_OUTPUT_FORMAT,
      service: UPLOAD_SERVICE,
      // Of the WebP as stored, like the banned photos' hashes (docs/ARCHITECTURE.md "Banned photos").
      perceptualHash: await perceptualHash(image.main.data),
    };
    return result;
  };
}
