import { API_MESSAGES } from '@starmatch/contracts/api-messages';

/** An error whose message is safe to show the client, with the HTTP status it maps to. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export class NotFoundError extends HttpError {
  override name = 'NotFoundError';
  constructor(message = 'Not found', code = 'NOT_FOUND') {
    super(404, message, code);
  }
}

export class ConflictError extends HttpError {
  override name = 'ConflictError';
  constructor(message: string, code = 'CONFLICT') {
    super(409, message, code);
  }
}

export class UnauthorizedError extends HttpError {
  override name = 'UnauthorizedError';
  constructor(message: string = API_MESSAGES.unauthenticated, code = 'UNAUTHENTICATED') {
    super(401, message, code);
  }
}

export class ForbiddenError extends HttpError {
  override name = 'ForbiddenError';
  constructor(message: string, code = 'FORBIDDEN') {
    super(403, message, code);
  }
}
