import type { ApiRoute } from './api-route.js';
import { AUTHED_ERRORS } from './api-route.js';
import { countResponseSchema } from './fields.js';
import { matchIdParamsSchema } from './matches.js';
import {
  messageSchema,
  messagesParamsSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  sendMessageRequestSchema,
} from './messages.js';
import { presenceSchema } from './presence.js';
import { realtimeTicketResponseSchema } from './realtime-ticket.js';

/** Messages over REST and the ticket that opens the WebSocket. */
export const chatRoutes = {
  getMessages: {
    method: 'GET',
    path: '/api/messages/:matchId',
    summary: "A match's messages, oldest first; marks the caller's received ones read",
    auth: true,
    params: messagesParamsSchema,
    query: messagesQuerySchema,
    status: 200,
    response: messagesResponseSchema,
    errors: [...AUTHED_ERRORS, 404],
  },
  sendMessage: {
    method: 'POST',
    path: '/api/messages',
    summary: 'Send a message (the chat uses this when the socket is down)',
    auth: true,
    body: sendMessageRequestSchema,
    status: 201,
    response: messageSchema,
    errors: [...AUTHED_ERRORS, 404],
  },
  getUnreadCount: {
    method: 'GET',
    path: '/api/messages/unread-count',
    summary: 'Unread messages across all matches',
    auth: true,
    status: 200,
    response: countResponseSchema,
    errors: [401],
  },
  getMatchPresence: {
    method: 'GET',
    path: '/api/matches/:id/presence',
    summary:
      "Whether the match's other person is online, or when they were last active (unknown when either hides their activity)",
    auth: true,
    params: matchIdParamsSchema,
    status: 200,
    response: presenceSchema,
    errors: [...AUTHED_ERRORS, 404],
  },
  createRealtimeTicket: {
    method: 'POST',
    path: '/api/realtime/ticket',
    summary: 'A single-use ticket to open the WebSocket',
    auth: true,
    status: 201,
    response: realtimeTicketResponseSchema,
    errors: [401, 429],
  },
} as const satisfies Record<string, ApiRoute>;
