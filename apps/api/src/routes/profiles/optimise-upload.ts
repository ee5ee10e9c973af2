import {
  IMAGE_OPTIMISE_TIMEOUT_MS,
  IMAGE_REJECTED_PREFIX,
  type ImageOptimiseJob,
  type ImageOptimiseResult,
  imageOptimiseResultSchema,
  JOB_NAMES,
} from '@starmatch/contracts/jobs';
import { JobFailedError, type JobQueue } from '@starmatch/messaging/job-queue';
import type { FastifyBaseLogger } from 'fastify';
import { UploadRefusedError } from './upload-refused-error.js';

/**
 * Hands the upload to the worker and waits for it. A file the worker could not use (corrupt,
 * truncated, a decompression bomb, a format that only looked like an image) answers 415 like any
 * other non-image; a fault on the worker's side, or no answer in time, answers 503.
 */
export async function optimiseUpload(
  queue: JobQueue,
  job: ImageOptimiseJob,
  log: FastifyBaseLogger,
): Promise<ImageOptimiseResult> {
  let result: unknown;
  try {
    result = await queue.enqueueAndWait(JOB_NAMES.imageOptimise, job, {
      timeoutMs: IMAGE_OPTIMISE_TIMEOUT_MS,
    });
  } catch (error) {
    if (error instanceof JobFailedError && error.message.startsWith(IMAGE_REJECTED_PREFIX)) {
      log.info({ photoId: job.photoId, reason: error.message }, 'upload rejected by the worker');
      throw new UploadRefusedError('unsupportedImage');
    }
    log.error({ err: error, photoId: job.photoId }, 'image job failed');
    throw new UploadRefusedError('imageProcessingFailed');
  }
  return imageOptimiseResultSchema.parse(result);
}
