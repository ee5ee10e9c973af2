import type { Message } from '@starmatch/contracts/messages';

/** A message of mine that left this tab but has not come back from the server yet. */
export interface PendingMessage {
  clientMessageId: string;
  content: string;
  createdAt: string;
  /** The server refused it (e.g. over a limit), in its words: it stays, marked as not sent. */
  notSent?: string;
}

export interface ChatItem {
  key: string;
  content: string;
  createdAt: string;
  mine: boolean;
  pending: boolean;
  notSent?: string;
}

/**
 * One list from the poll, the socket and my unsent messages: the same message
 * can arrive by both paths, so it is kept once by id, and a pending bubble
 * gives way as soon as a stored message carries its clientMessageId.
 */
export function mergeMessages(
  polled: readonly Message[],
  pushed: readonly Message[],
  pending: readonly PendingMessage[],
  myUserId: string,
): ChatItem[] {
  const byId = new Map<string, Message>();
  for (const message of [...pushed, ...polled]) byId.set(message.id, message);
  const stored = [...byId.values()];
  const delivered = new Set(stored.map((message) => message.clientMessageId));

  const time = (message: Message) => Date.parse(message.createdAt);
  stored.sort((a, b) => time(a) - time(b) || (a.id < b.id ? -1 : 1));

  const items: ChatItem[] = stored.map((message) => ({
    key: message.id,
    content: message.content,
    createdAt: message.createdAt,
    mine: message.senderId === myUserId,
    pending: false,
  }));
  // Still on their way, so the newest: last, whatever this device's clock says.
  for (const message of pending) {
    if (delivered.has(message.clientMessageId)) continue;
    const { clientMessageId, content, createdAt, notSent } = message;
    items.push({
      key: clientMessageId,
      content,
      createdAt,
      mine: true,
      pending: notSent === undefined,
      ...(notSent === undefined ? {} : { notSent }),
    });
  }
  return items;
}
