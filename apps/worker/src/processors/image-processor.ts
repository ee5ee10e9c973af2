import {
  IMAGE_OUTPUT_FORMAT,
  MAX_IMAGE_BYTES,
  UPLOAD_SERVICE,
} from '@starmatch/contracts/constants';
import { type ImageOptimiseResult, imageOptimiseJobSchema } from '@starmatch/contracts/jobs';
import { type JobProcessor, UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import {
  isServableKey,
  PHOTO_CONTENT_TYPE,
  PhotoMissingError,
  photoKeys,
} from '@starmatch/service-kit/photo-store';
import { ImageRejectedError, optimiseImage } from '../images/optimise-image.js';
import { perceptualHash } from '../images/perceptual-hash.js';
import { type PhotoStoreOption, photoStoreOf } from '../images/photo-store-option.js';

/**
 * image.optimise: reads the upload the api left in the photo store's `incoming/` (the shared
 * upload folder or the bucket), writes the WebP and its thumbnail beside the person's other
 * photos, and answers their sizes and the photo's perceptual hash. The api removes the source;
 * this processor only removes what it wrote when writing fails half way. Running it again gives
 * the same objects (the output is a function of the source, and each write is whole or not at
 * all), so a repeat is never visible.
 */
export function createImageProcessor(options: PhotoStoreOption): JobProcessor {
  const photos = photoStoreOf(options);
  return async (payload) => {
    const parsed = imageOptimiseJobSchema.safeParse(payload);
    if (!parsed.success) {
      throw new UnrecoverableJobError(`Invalid image job: ${parsed.error.issues[0]?.message}`);
    }
    const { sourcePath, outputPath } = parsed.data;
    // Locations come from the api, but a job must never read or write outside the photo store,
    // nor write anything /uploads/ would not serve as a photo.
    const sourceKey = photos.keyAt(sourcePath);
    const outputKey = photos.keyAt(outputPath);
    if (sourceKey === null || outputKey === null || !isServableKey(outputKey)) {
      throw new UnrecoverableJobError('Invalid image job: paths must be inside the upload folder');
    }
    // A missing source is a fault of the shared store, not of the image: it fails like one.
    const source = await photos.get(sourceKey);
    if (source === null) throw new PhotoMissingError(sourceKey);
    const size = source.length;
    if (size > MAX_IMAGE_BYTES) throw new ImageRejectedError(`${size} bytes is over the limit`);
    const image = await optimiseImage(source);
    const thumbnailKey = photoKeys.thumbnailOf(outputKey);
    try {
      await photos.put(outputKey, image.main.data, PHOTO_CONTENT_TYPE);
      await photos.put(thumbnailKey, image.thumbnail.data, PHOTO_CONTENT_TYPE);
    } catch (error) {
      await photos.delete([outputKey, thumbnailKey]);
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
