import type { ErrorBody } from '@starmatch/contracts/errors';
import { HttpError } from './http-error.js';

/**
 * The 403 of a sign-in to a suspended or banned account, given its password: the message the
 * spec words, and the token of the appeal page when the sanction can be appealed.
 */
export class SanctionedError extends HttpError {
  override name = 'SanctionedError';

  constructor(
    message: string,
    private readonly appealToken: string | null,
  ) {
    super('FORBIDDEN', message);
  }

  override body(): ErrorBody {
    return this.appealToken ? { ...super.body(), appealToken: this.appealToken } : super.body();
  }
}
