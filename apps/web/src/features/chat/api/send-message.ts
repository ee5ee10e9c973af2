import { chatRoutes } from '@starmatch/contracts/api-routes-chat';
import type { Message, SendMessageRequestInput } from '@starmatch/contracts/messages';
import { apiCall } from '@/lib/api-call';

/** POST /api/messages: the path for a message while the socket is down. */
export function sendMessage(body: SendMessageRequestInput): Promise<Message> {
  return apiCall(chatRoutes.sendMessage, { body });
}
