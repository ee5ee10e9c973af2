import { z } from 'zod';
import {
  matchCreatedFrameSchema,
  matchEndedFrameSchema,
  matchRequestFrameSchema,
  messagesReadFrameSchema,
  newMessageFrameSchema,
  presenceFrameSchema,
  type ServerFrame,
  typingNoticeFrameSchema,
  unmatchedFrameSchema,
} from './realtime.js';

// Events on the bus (Redis pub/sub or in-process). Each is published on the
// channel of the user it is for; a realtime gateway holding that user's
// sockets forwards it. All but session_ended and sockets_evicted go to the browser unchanged as
// server frames, so the two shapes cannot drift apart.

/** The per-user channel: 'user:<id>'. */
export function userChannel(userId: string): string {
  return `user:${userId}`;
}

export const SESSION_END_REASONS = [
  'logout',
  'password_reset',
  'account_deleted',
  'suspended',
  'banned',
  'email_change_cancelled',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * Close the user's sockets. With sessionId only the sockets opened from that
 * session close (logout); without it every socket of the user closes.
 */
export const sessionEndedEventSchema = z.object({
  type: z.literal('session_ended'),
  reason: z.enum(SESSION_END_REASONS),
  sessionId: z.string().optional(),
});
export type SessionEndedEvent = z.infer<typeof sessionEndedEventSchema>;

/**
 * A user opened more than SOCKETS_PER_USER sockets: the gateway holding each of these (the
 * oldest, by the socket registry) closes it with WS_CLOSE_CODES.tooManySockets.
 */
export const socketsEvictedEventSchema = z.object({
  type: z.literal('sockets_evicted'),
  socketIds: z.array(z.string().min(1)).min(1),
});
export type SocketsEvictedEvent = z.infer<typeof socketsEvictedEventSchema>;

export const busEventSchema = z.discriminatedUnion('type', [
  newMessageFrameSchema,
  messagesReadFrameSchema,
  presenceFrameSchema,
  typingNoticeFrameSchema,
  matchRequestFrameSchema,
  matchCreatedFrameSchema,
  unmatchedFrameSchema,
  matchEndedFrameSchema,
  sessionEndedEventSchema,
  socketsEvictedEventSchema,
]);
export type BusEvent = z.infer<typeof busEventSchema>;
export type BusEventType = BusEvent['type'];

export const BUS_EVENT_TYPES = [
  'new_message',
  'messages_read',
  'presence',
  'typing',
  'match_request',
  'match_created',
  'unmatched',
  'match_ended',
  'session_ended',
  'sockets_evicted',
] as const satisfies readonly BusEventType[];

/** The frame a gateway sends the browser for an event, or null for events it acts on itself. */
export function toServerFrame(event: BusEvent): ServerFrame | null {
  return event.type === 'session_ended' || event.type === 'sockets_evicted' ? null : event;
}
