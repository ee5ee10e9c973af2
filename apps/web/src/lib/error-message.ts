import { type ErrorCode, errorBodySchema, hasErrorCode } from '@starmatch/contracts/errors';
import { ApiError } from './api-client';

/** The sentence the API put in its `{ message }` error body, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const parsed = errorBodySchema.safeParse(error.body);
  if (!parsed.success) return undefined;
  const message = parsed.data.message.trim();
  return message === '' ? undefined : message;
}

/** True for an API answer carrying this machine-readable code (e.g. EMAIL_NOT_VERIFIED). */
export function isApiErrorWithCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && hasErrorCode(error.body, code);
}

/** fetch rejects with a TypeError when the request never got an answer (offline, DNS, CORS). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
