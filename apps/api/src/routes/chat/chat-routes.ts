import type { FastifyInstance } from 'fastify';
import { getMessagesRoute } from './get-messages-route.js';
import { presenceRoute } from './presence-route.js';
import { realtimeTicketRoute } from './realtime-ticket-route.js';
import { sendMessageRoute } from './send-message-route.js';
import { unreadCountRoute } from './unread-count-route.js';

/**
 * Chat: a match's messages, sending one, the unread badge, the other person's presence and the
 * ticket for the realtime socket.
 */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  await app.register(unreadCountRoute);
  await app.register(getMessagesRoute);
  await app.register(sendMessageRoute);
  await app.register(presenceRoute);
  await app.register(realtimeTicketRoute);
}
