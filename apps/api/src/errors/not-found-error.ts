import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import type { ERROR_STATUS, ErrorCode } from '@starmatch/contracts/errors';
import { HttpError } from './http-error.js';

/** The error codes that answer 404. */
type NotFoundCode = {
  [Code in ErrorCode]: (typeof ERROR_STATUS)[Code] extends 404 ? Code : never;
}[ErrorCode];

/**
 * Missing or not yours: someone else's match, request or conversation, and someone the caller
 * cannot see, answer exactly like a missing one, so nothing tells a stranger that an id exists.
 * The plain form's body is `{ message: 'Not found' }` alone; a route that names what is missing
 * (the caller's own profile before setup) passes its message and code, and the body carries both.
 */
export class NotFoundError extends HttpError {
  override name = 'NotFoundError';
  constructor(message: string = API_MESSAGES.notFound, code?: NotFoundCode) {
    super(code ?? 'NOT_FOUND', message, code !== undefined);
  }
}
