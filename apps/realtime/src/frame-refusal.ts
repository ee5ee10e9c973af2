import { idSchema } from '@starmatch/contracts/fields';
import type { ParsedClientFrame, ServerFrame } from '@starmatch/contracts/realtime';
import { sendError } from './frames/send-error.js';

/**
 * Whether the frame is a send_message, and its clientMessageId, even for one that failed its
 * schema (a too long message), so the refusal names the bubble it is about. Only a well-formed
 * id is echoed. Null for any other frame.
 */
function sendOf(parsed: ParsedClientFrame, text: string): { clientMessageId?: string } | null {
  if (parsed.ok) {
    if (parsed.frame.type !== 'send_message') return null;
    const { clientMessageId } = parsed.frame;
    return clientMessageId ? { clientMessageId } : {};
  }
  let data: { type?: unknown; clientMessageId?: unknown } | null;
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    return null;
  }
  if (data?.type !== 'send_message') return null;
  const id = idSchema.safeParse(data.clientMessageId);
  return id.success ? { clientMessageId: id.data } : {};
}

/**
 * The error frame refusing a frame before it is handled (over the socket's pace, or invalid):
 * about a send, it names the send and says whether sending it again may succeed.
 */
export function frameRefusal(
  parsed: ParsedClientFrame,
  text: string,
  message: string,
  retryable: boolean,
): ServerFrame {
  const send = sendOf(parsed, text);
  return send ? sendError(message, send.clientMessageId, retryable) : { type: 'error', message };
}
