import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import type { ErrorCode } from '@starmatch/contracts/errors';
import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { HttpError } from '../../errors/http-error.js';

/** Why an upload is refused: the error code (hence the status) and the message the client sees. */
const REFUSALS = {
  /** 413: the file passed MAX_IMAGE_BYTES while it streamed in. */
  imageTooLarge: ['PAYLOAD_TOO_LARGE', VALIDATION_MESSAGES.imageTooLarge],
  /** 415: not multipart, not an accepted image type by its bytes, or not decodable by the worker. */
  unsupportedImage: ['UNSUPPORTED_MEDIA_TYPE', VALIDATION_MESSAGES.imageType],
  photoLimit: ['VALIDATION_FAILED', VALIDATION_MESSAGES.photosMax],
  /** 400: the form has no file in the `image` field, or is not well-formed multipart. */
  missingImage: ['VALIDATION_FAILED', API_MESSAGES.uploadImageMissing],
  tooManyFiles: ['VALIDATION_FAILED', API_MESSAGES.uploadOneImage],
  /** 503: the image job failed on the server's side or did not answer in time. */
  imageProcessingFailed: ['UNAVAILABLE', API_MESSAGES.imageProcessingFailed],
} as const satisfies Record<string, readonly [ErrorCode, string]>;

export class UploadRefusedError extends HttpError {
  override name = 'UploadRefusedError';
  constructor(readonly reason: keyof typeof REFUSALS) {
    super(REFUSALS[reason][0], REFUSALS[reason][1]);
  }
}
