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
  /** When the other person read it (stored messages; null while unread or hidden). */
  readAt?: string | null;
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
    readAt: message.readAt,
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

/**
 * The key of my last message when the other person has read it, for 'Seen' under it: by its
 * stored readAt, or by a receipt (`messages_read`) that came after it was sent. None when my last
 * message is unread, still sending or failed, or when the last message is not mine to be seen.
 */
export function seenKeyOf(items: readonly ChatItem[], readUpTo: string | null): string | null {
  let last: ChatItem | undefined;
  for (const item of items) if (item.mine) last = item;
  if (last?.status !== 'sent') return null;
  const read =
    Boolean(last.readAt) ||
    (readUpTo !== null && Date.parse(last.createdAt) <= Date.parse(readUpTo));
  return read ? last.key : null;
}
