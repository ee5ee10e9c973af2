import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@starmatch/contracts/errors';

/**
 * An error whose message is safe to show the client. Its kind is one of the contracts' error
 * codes, and the HTTP status comes from ERROR_STATUS, so the two ends cannot disagree on it.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;

  /**
   * @param codeInBody false for the answers whose body has always been `{ message }` alone (e.g. a
   *   bare 404), so clients that compare whole bodies see no change.
   */
  constructor(
    readonly code: ErrorCode,
    message: string,
    private readonly codeInBody = true,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }

  /** The `{ message, code? }` body the error handler sends. */
  body(): ErrorBody {
    return this.codeInBody ? { message: this.message, code: this.code } : { message: this.message };
  }
}
