import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { HttpError } from '../../errors/http-errors.js';

/**
 * Someone else's match, request or conversation answers exactly like a missing one, with the
 * same body as the like route's 404, so nothing tells a stranger that the id exists.
 */
export class NotYoursError extends HttpError {
  override name = 'NotYoursError';
  constructor() {
    super(404, API_MESSAGES.notFound);
  }
}
