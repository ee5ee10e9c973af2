// docs/PRODUCT.md "Chat screen" and "Error messages", word for word.
export const CHAT_TEXT = {
  loading: 'Loading chat...',
  /** The other person has Starmatch open (docs/ARCHITECTURE.md "Read receipts and presence"). */
  online: 'Online',
  activeMinutesAgo: (minutes: number) => `Active ${minutes}m ago`,
  activeToday: 'Active today',
  /** Under my last message once the other person has read it. */
  seen: 'Seen',
  /** Our own socket, while it connects. */
  connecting: 'Connecting...',
  /** Our own third state: the gateway refused the page's origin, so only the 3 s poll runs. */
  refused: 'Live updates unavailable',
  /** The gateway closed this tab's socket as the oldest of too many (SOCKETS_PER_USER). */
  paused: 'Live updates paused: Starmatch is open in too many tabs.',
  /** In place of the time while a message of mine waits for the server's acknowledgement. */
  sending: 'Sending...',
  /** A button on a message that finally failed (the server's reason under it, if any). */
  notSent: 'Not sent – tap to retry',
  placeholder: 'Type a message...',
  fetchFailed: 'Failed to fetch messages',
  noMessages: 'Say hello and start your conversation.',
} as const;

export const CHAT_TOASTS = {
  sendFailed: { variant: 'destructive', title: 'Failed to send message' },
} as const;

/** The other person ended the match while the chat was open. */
export function unmatchedToast(name: string) {
  return { title: 'Match ended', description: `${name} is no longer one of your matches.` };
}

/**
 * The match ended without an unmatch (a block, a report or a deleted account): neutral on purpose,
 * so a block cannot be told from a deletion.
 */
export const CONVERSATION_GONE_TOAST = {
  title: 'This conversation is no longer available.',
} as const;
