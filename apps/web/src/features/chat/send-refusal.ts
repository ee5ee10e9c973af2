import { ApiError } from '@/lib/api-client';
import { isNetworkError, serverMessage } from '@/lib/error-message';
import type { SendRefusal } from './send-queue';

/**
 * An error frame about a send. The gateway says whether the same send may succeed later
 * (`retryable`); one that does not say is final.
 */
export function frameRefusal(frame: { message: string; retryable?: boolean }): SendRefusal {
  return { retryable: frame.retryable ?? false, reason: frame.message };
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
