import type { ServerFrame } from '@starmatch/contracts/realtime';

/**
 * An error frame about one send_message, carrying its clientMessageId when it had one, and
 * whether sending it again (with the same clientMessageId) may succeed.
 */
export function sendError(
  message: string,
  clientMessageId: string | undefined,
  retryable: boolean,
): ServerFrame {
  return { type: 'error', message, ...(clientMessageId ? { clientMessageId } : {}), retryable };
}
