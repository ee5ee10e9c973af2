import { z } from 'zod';
import { isoDateTimeSchema } from './fields.js';
import { singleLineText } from './text.js';

/**
 * POST /api/realtime/ticket: a random single-use ticket for `/ws?token={ticket}`,
 * valid for REALTIME_TICKET_TTL_MS, so the session token never travels in a URL.
 */
export const realtimeTicketResponseSchema = z.object({
  ticket: z.string().min(1),
  expiresAt: isoDateTimeSchema,
});
export type RealtimeTicketResponse = z.infer<typeof realtimeTicketResponseSchema>;

/** The query string of the WebSocket upgrade request. */
export const realtimeConnectQuerySchema = z.object({
  token: singleLineText().min(1).max(256, { abort: true }),
});
export type RealtimeConnectQuery = z.infer<typeof realtimeConnectQuerySchema>;
