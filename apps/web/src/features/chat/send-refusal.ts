import { WS_ERROR_MESSAGES } from '@starmatch/contracts/realtime';
import { ApiError } from '@/lib/api-client';
import { isNetworkError, serverMessage } from '@/lib/error-message';
import type { SendRefusal } from './send-queue';

/**
 * An error frame about a send. `retryable` says whether the same send may succeed later; a
 * gateway that does not say is taken at its word as final, except for its per-socket limit,
 * which clears within seconds.
 */
export function frameRefusal(frame: { message: string; retryable?: boolean }): SendRefusal {
  const retryable = frame.retryable ?? frame.message === WS_ERROR_MESSAGES.rateLimited;
  return { retryable, reason: frame.message };
}

/**
 * A failed POST /api/messages. No answer, or a server fault, may pass; a refusal will not: over
 * the per-account limit (429) it is kept with the server's words, as it is on the socket; any
 * other 4xx (the match is gone, the session ended) is final without them.
 */
export function postRefusal(error: unknown): SendRefusal {
  if (isNetworkError(error)) return { retryable: true };
  if (!(error instanceof ApiError)) return { retryable: false };
  if (error.status >= 500 || error.status === 408) return { retryable: true };
  if (error.status === 429) {
    const reason = serverMessage(error);
    return reason === undefined ? { retryable: false } : { retryable: false, reason };
  }
  return { retryable: false };
}
