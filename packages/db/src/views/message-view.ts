import type { Message as MessageView } from '@starmatch/contracts/messages';
import type { Message } from '../tables/messages.js';

/**
 * Who a message view is for, as far as read receipts go (docs/ARCHITECTURE.md "Read receipts
 * and presence"):
 * - one person (`viewerId`), and whether either of the two in the match hides their activity
 *   (`eitherHidesActivity`): then the viewer's own messages read as unread;
 * - `'fan-out'`: a message just stored, published to both people at once. Nobody has read it
 *   yet, and a view for two people shows no receipt at all.
 */
export type ReceiptViewer = { viewerId: string; activityHidden: boolean } | 'fan-out';

/**
 * The row as the REST API and the WebSocket send it, and the one place a message is turned into
 * what a client sees: every answer, event and page that carries a message comes through here, so
 * none can show a read receipt that the pair's hidden activity keeps back.
 */
export function toMessageView(message: Message, viewer: ReceiptViewer): MessageView {
  return {
    id: message.id,
    matchId: message.match_id,
    senderId: message.sender_id,
    receiverId: message.receiver_id,
    content: message.content,
    messageType: message.message_type,
    createdAt: message.created_at.toISOString(),
    readAt: visibleReadAt(message, viewer)?.toISOString() ?? null,
    clientMessageId: message.client_message_id,
  };
}

/** What the viewer read stays as it is; a receipt on their own message shows only when neither hides it. */
function visibleReadAt(message: Message, viewer: ReceiptViewer): Date | null {
  if (viewer === 'fan-out') return null;
  if (viewer.activityHidden && message.sender_id === viewer.viewerId) return null;
  return message.read_at;
}
