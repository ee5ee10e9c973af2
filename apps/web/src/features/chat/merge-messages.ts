import type { Message } from '@starmatch/contracts/messages';
import type { QueuedMessage } from './send-queue';

export interface ChatItem {
  /** The stored message's id, or the clientMessageId of one not acknowledged yet. */
  key: string;
  content: string;
  createdAt: string;
  mine: boolean;
  /** Stored messages are sent; mine that are not yet are sending, or failed for good. */
  status: 'sent' | 'sending' | 'failed';
  /** The server's words about a failure. */
  reason?: string;
}

/**
 * One list from the poll, the socket and my unsent messages: the same message
 * can arrive by several paths, so it is kept once by id, and an unsent bubble
 * gives way as soon as a stored message carries its clientMessageId.
 */
export function mergeMessages(
  stored: readonly Message[],
  unsent: readonly QueuedMessage[],
  myUserId: string,
): ChatItem[] {
  const byId = new Map<string, Message>();
  for (const message of stored) byId.set(message.id, message);
  const messages = [...byId.values()];
  const delivered = new Set(messages.map((message) => message.clientMessageId));

  const time = (message: Message) => Date.parse(message.createdAt);
  messages.sort((a, b) => time(a) - time(b) || (a.id < b.id ? -1 : 1));

  const items: ChatItem[] = messages.map((message) => ({
    key: message.id,
    content: message.content,
    createdAt: message.createdAt,
    mine: message.senderId === myUserId,
    status: 'sent',
  }));
  // Not stored yet, so the newest: last, in the order they will be sent, whatever this device's
  // clock says.
  for (const message of unsent) {
    if (delivered.has(message.clientMessageId)) continue;
    const { clientMessageId, content, createdAt, status, reason } = message;
    items.push({
      key: clientMessageId,
      content,
      createdAt,
      mine: true,
      status,
      ...(reason === undefined ? {} : { reason }),
    });
  }
  return items;
}
