import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './fields.js';
import { messageContentSchema, messageSchema } from './messages.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// WebSocket frames at /ws?token={ticket}: JSON objects told apart by `type`.

export const sendMessageFrameSchema = z.object({
  type: z.literal('send_message'),
  matchId: idSchema,
  otherUserId: idSchema,
  content: messageContentSchema,
  /** Lets a retried send be stored once and the sender match the echo to its pending bubble. */
  clientMessageId: idSchema.optional(),
});

export const typingFrameSchema = z.object({
  type: z.literal('typing'),
  matchId: idSchema,
  otherUserId: idSchema,
  isTyping: z.boolean({ error: VALIDATION_MESSAGES.isTyping }),
});

/**
 * The chat is open and showing the match's messages: everything the sender received in it is
 * read (a message that arrived over the socket while the chat was in view).
 */
export const markReadFrameSchema = z.object({
  type: z.literal('mark_read'),
  matchId: idSchema,
});

/** Client to server. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  sendMessageFrameSchema,
  typingFrameSchema,
  markReadFrameSchema,
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
export type ClientFrameInput = z.input<typeof clientFrameSchema>;

export const connectedFrameSchema = z.object({ type: z.literal('connected'), userId: idSchema });

/** Sent to both sides of the match, so the sender's other tabs see the message too. */
export const newMessageFrameSchema = z.object({
  type: z.literal('new_message'),
  message: messageSchema,
  matchId: idSchema,
});

/** userId is the person typing. */
export const typingNoticeFrameSchema = z.object({
  type: z.literal('typing'),
  matchId: idSchema,
  userId: idSchema,
  isTyping: z.boolean(),
});

export const errorFrameSchema = z.object({
  type: z.literal('error'),
  message: z.string(),
  /** Present when the error is about a send_message that carried one. */
  clientMessageId: z.string().optional(),
  /**
   * About a send_message: true when the same send may succeed if retried with the same
   * clientMessageId (a stall, a limit, a fault); false when it never will (invalid, no match).
   */
  retryable: z.boolean().optional(),
});

/**
 * The gateway may have missed bus events (its subscription was re-established after a gap): the
 * client fetches what it missed, as after a reconnect of its own socket.
 */
export const resyncFrameSchema = z.object({ type: z.literal('resync') });

/** Someone liked the receiver: refresh the pending requests. */
export const matchRequestFrameSchema = z.object({
  type: z.literal('match_request'),
  requestId: idSchema,
});

export const matchCreatedFrameSchema = z.object({
  type: z.literal('match_created'),
  matchId: idSchema,
});

export const unmatchedFrameSchema = z.object({ type: z.literal('unmatched'), matchId: idSchema });

/**
 * The match is gone and the other person did not unmatch: they deleted their account, or blocked
 * or reported the receiver (the two look the same, so a block stays silent). The SPA drops the
 * conversation as for 'unmatched'.
 */
export const matchEndedFrameSchema = z.object({
  type: z.literal('match_ended'),
  matchId: idSchema,
});

/**
 * The other member of the match read every message they had received in it, up to `readAt`: sent
 * to the sender's sockets only, and never when either of the two hides their activity.
 */
export const messagesReadFrameSchema = z.object({
  type: z.literal('messages_read'),
  matchId: idSchema,
  readerId: idSchema,
  readAt: isoDateTimeSchema,
});

/**
 * A match of the receiver opened Starmatch (their first socket) or closed it (their last one).
 * Sent to each match's other member, unless either of the two hides their activity.
 */
export const presenceFrameSchema = z.object({
  type: z.literal('presence'),
  userId: idSchema,
  online: z.boolean(),
  lastActiveAt: isoDateTimeSchema.nullable(),
});

/** Server to client. */
export const serverFrameSchema = z.discriminatedUnion('type', [
  messagesReadFrameSchema,
  presenceFrameSchema,
  connectedFrameSchema,
  newMessageFrameSchema,
  typingNoticeFrameSchema,
  errorFrameSchema,
  matchRequestFrameSchema,
  matchCreatedFrameSchema,
  unmatchedFrameSchema,
  matchEndedFrameSchema,
  resyncFrameSchema,
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** Codes the gateway closes a socket with (4000-4999 are free for applications). */
export const WS_CLOSE_CODES = {
  normal: 1000,
  /** The gateway is shutting down (closes spread over GATEWAY_DRAIN_WINDOW_MS): reconnect. */
  goingAway: 1001,
  /** A frame that is not JSON or fails clientFrameSchema, repeatedly. */
  policyViolation: 1008,
  /** A frame larger than WS_MAX_PAYLOAD_BYTES. */
  messageTooBig: 1009,
  /** Logout, password reset or account deletion ended the session. */
  sessionEnded: 4000,
  /** The user opened more than SOCKETS_PER_USER sockets: the oldest closes with this code. */
  tooManySockets: 4008,
  /** Missing, unknown, used or expired ticket. */
  badTicket: 4401,
  /** The Origin header is not on the allow-list. */
  originNotAllowed: 4403,
} as const;

/** The reason sent with WS_CLOSE_CODES.tooManySockets (at most 123 bytes, as close reasons are). */
export const TOO_MANY_SOCKETS_REASON = 'Starmatch is open in too many tabs';

/** The texts of error frames. */
export const WS_ERROR_MESSAGES = {
  invalidFrame: 'Invalid message',
  matchNotFound: 'Match not found',
  sendFailed: 'Failed to send message',
  rateLimited: 'Too many messages. Please slow down.',
} as const;

export type ParsedClientFrame =
  | { readonly ok: true; readonly frame: ClientFrame }
  | { readonly ok: false; readonly error: string };

/** Reads one text frame; never throws, so a bad frame cannot take the connection handler down. */
export function parseClientFrame(text: string): ParsedClientFrame {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: WS_ERROR_MESSAGES.invalidFrame };
  }
  const parsed = clientFrameSchema.safeParse(data);
  if (parsed.success) return { ok: true, frame: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? WS_ERROR_MESSAGES.invalidFrame };
}
