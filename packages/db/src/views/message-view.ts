import type { Message as MessageView } from '@starmatch/contracts/messages';
import type { Message } from '../tables/messages.js';

/** The row as the REST API and the WebSocket both send it. */
export function toMessageView(message: Message): MessageView {
  return {
    id: message.id,
    matchId: message.match_id,
    senderId: message.sender_id,
    receiverId: message.receiver_id,
    content: message.content,
    messageType: message.message_type,
    createdAt: message.created_at.toISOString(),
    readAt: message.read_at ? message.read_at.toISOString() : null,
    clientMessageId: message.client_message_id,
  };
}
