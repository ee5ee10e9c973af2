import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import '@fastify/multipart';
import { MAX_IMAGE_BYTES, UPLOAD_FIELD_NAME } from '@starmatch/contracts/constants';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { UploadRefusedError } from './upload-refused-error.js';

/**
 * Busboy enforces these while the body streams in: the file stops at MAX_IMAGE_BYTES (and is
 * marked truncated) instead of being buffered whole, and a second file ends the parse.
 */
const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
  headerPairs: 20,
};

function mapMultipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadRefusedError('imageTooLarge');
  if (code === 'FST_FILES_LIMIT') return new UploadRefusedError('tooManyFiles');
  // Malformed multipart (no boundary, a part cut short) is bad input, not a server fault.
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new UploadRefusedError('missingImage');
}

/**
 * Streams the single file of the `image` field to `targetPath`; other fields are ignored. Throws
 * 415 for a body that is not multipart, 413 past the size limit, and 400 for no `image` file or
 * more than one file.
 */
export async function receiveImage(request: FastifyRequest, targetPath: string): Promise<void> {
  if (!request.isMultipart()) throw new UploadRefusedError('unsupportedImage');
  let received = false;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== UPLOAD_FIELD_NAME) throw new UploadRefusedError('missingImage');
      await pipeline(part.file, createWriteStream(targetPath, { mode: 0o600 }));
      if (part.file.truncated) throw new UploadRefusedError('imageTooLarge');
      received = true;
    }
  } catch (error) {
    throw mapMultipartError(error);
  }
  if (!received) throw new UploadRefusedError('missingImage');
}
