import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { HttpError } from '../../errors/http-error.js';

/** 413: the file passed MAX_IMAGE_BYTES while it streamed in. */
export class ImageTooLargeError extends HttpError {
  override name = 'ImageTooLargeError';
  constructor() {
    super('PAYLOAD_TOO_LARGE', VALIDATION_MESSAGES.imageTooLarge);
  }
}

/** 415: not multipart, not an accepted image type by its bytes, or not decodable by the worker. */
export class UnsupportedImageError extends HttpError {
  override name = 'UnsupportedImageError';
  constructor() {
    super('UNSUPPORTED_MEDIA_TYPE', VALIDATION_MESSAGES.imageType);
  }
}

export class PhotoLimitError extends HttpError {
  override name = 'PhotoLimitError';
  constructor() {
    super('VALIDATION_FAILED', VALIDATION_MESSAGES.photosMax);
  }
}

/** 400: the form has no file in the `image` field, or is not well-formed multipart. */
export class MissingImageError extends HttpError {
  override name = 'MissingImageError';
  constructor() {
    super('VALIDATION_FAILED', API_MESSAGES.uploadImageMissing);
  }
}

export class TooManyFilesError extends HttpError {
  override name = 'TooManyFilesError';
  constructor() {
    super('VALIDATION_FAILED', API_MESSAGES.uploadOneImage);
  }
}

/** 503: the image job failed on the server's side or did not answer in time. */
export class ImageProcessingError extends HttpError {
  override name = 'ImageProcessingError';
  constructor() {
    super('UNAVAILABLE', API_MESSAGES.imageProcessingFailed);
  }
}
