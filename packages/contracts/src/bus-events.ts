import { z } from 'zod';
import {
  matchCreatedFrameSchema,
  matchEndedFrameSchema,
  matchRequestFrameSchema,
  newMessageFrameSchema,
  type ServerFrame,
  typingNoticeFrameSchema,
  unmatchedFrameSchema,
} from './realtime.js';

// Events on the bus (Redis pub/sub or in-process). Each is published on the
// channel of the user it is for; a realtime gateway holding that user's
// sockets forwards it. All but session_ended go to the browser unchanged as
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

export const busEventSchema = z.discriminatedUnion('type', [
  newMessageFrameSchema,
  typingNoticeFrameSchema,
  matchRequestFrameSchema,
  matchCreatedFrameSchema,
  unmatchedFrameSchema,
  matchEndedFrameSchema,
  sessionEndedEventSchema,
]);
export type BusEvent = z.infer<typeof busEventSchema>;
export type BusEventType = BusEvent['type'];

export const BUS_EVENT_TYPES = [
  'new_message',
  'typing',
  'match_request',
  'match_created',
  'unmatched',
  'match_ended',
  'session_ended',
] as const satisfies readonly BusEventType[];

/** The frame a gateway sends the browser for an event, or null for events it acts on itself. */
export function toServerFrame(event: BusEvent): ServerFrame | null {
  return event.type === 'session_ended' ? null : event;
}
