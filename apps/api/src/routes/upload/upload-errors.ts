import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { VALIDATION_MESSAGES } from '@starmatch/contracts/validation-messages';
import { HttpError } from '../../errors/http-errors.js';

/** 413: the file passed MAX_IMAGE_BYTES while it streamed in. */
export class ImageTooLargeError extends HttpError {
  override name = 'ImageTooLargeError';
  constructor() {
    super(413, VALIDATION_MESSAGES.imageTooLarge, 'PAYLOAD_TOO_LARGE');
  }
}

/** 415: not multipart, not an accepted image type by its bytes, or not decodable by the worker. */
export class UnsupportedImageError extends HttpError {
  override name = 'UnsupportedImageError';
  constructor() {
    super(415, VALIDATION_MESSAGES.imageType, 'UNSUPPORTED_MEDIA_TYPE');
  }
}

export class PhotoLimitError extends HttpError {
  override name = 'PhotoLimitError';
  constructor() {
    super(400, VALIDATION_MESSAGES.photosMax, 'VALIDATION_FAILED');
  }
}

/** 400: the form has no file in the `image` field, or is not well-formed multipart. */
export class MissingImageError extends HttpError {
  override name = 'MissingImageError';
  constructor() {
    super(400, API_MESSAGES.uploadImageMissing, 'VALIDATION_FAILED');
  }
}

export class TooManyFilesError extends HttpError {
  override name = 'TooManyFilesError';
  constructor() {
    super(400, API_MESSAGES.uploadOneImage, 'VALIDATION_FAILED');
  }
}

/** 503: the image job failed on the server's side or did not answer in time. */
export class ImageProcessingError extends HttpError {
  override name = 'ImageProcessingError';
  constructor() {
    super(503, API_MESSAGES.imageProcessingFailed, 'UNAVAILABLE');
  }
}
