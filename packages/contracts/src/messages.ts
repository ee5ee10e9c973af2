import { z } from 'zod';
import { CHAT_MESSAGE_MAX_CHARS, MESSAGE_PAGE } from './constants.js';
import { idSchema, isoDateTimeSchema } from './fields.js';
import { multilineText } from './text.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// Chat messages over REST: GET /api/messages/:matchId, POST /api/messages and
// GET /api/messages/unread-count. The WebSocket carries the same message shape.

export const MESSAGE_TYPES = ['text'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * Trimmed; empty or whitespace-only text is not a message. Invisible and direction characters
 * are kept (a message is the sender's own words to one person, and the SPA shows each message
 * isolated, so it cannot reorder anything around it).
 */
export const messageContentSchema = multilineText({
  error: VALIDATION_MESSAGES.messageEmpty,
  trim: true,
  allowInvisible: true,
})
  .min(1, VALIDATION_MESSAGES.messageEmpty)
  .max(CHAT_MESSAGE_MAX_CHARS, { error: VALIDATION_MESSAGES.messageTooLong, abort: true });

export const messageSchema = z.object({
  /** Time-ordered, so ordering by id is ordering by creation. */
  id: idSchema,
  matchId: idSchema,
  senderId: idSchema,
  receiverId: idSchema,
  content: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  createdAt: isoDateTimeSchema,
  readAt: isoDateTimeSchema.nullable(),
  clientMessageId: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messagesParamsSchema = z.object({ matchId: idSchema });
export type MessagesParams = z.infer<typeof messagesParamsSchema>;

/** `before` pages back from a message id; without it the latest `limit` messages come back. */
export const messagesQuerySchema = z.object({
  before: idSchema.optional(),
  limit: z.coerce
    .number({ error: VALIDATION_MESSAGES.limit })
    .int(VALIDATION_MESSAGES.limit)
    .min(1, VALIDATION_MESSAGES.limit)
    .max(MESSAGE_PAGE.maxLimit, VALIDATION_MESSAGES.limit)
    .default(MESSAGE_PAGE.defaultLimit),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
export type MessagesQueryInput = z.input<typeof messagesQuerySchema>;

/** Oldest first. */
export const messagesResponseSchema = z.array(messageSchema);
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

/**
 * POST /api/messages, the chat's path when the socket is down. A retry with the
 * same clientMessageId is stored once and answers with the stored message.
 */
export const sendMessageRequestSchema = z.object({
  matchId: idSchema,
  receiverId: idSchema,
  content: messageContentSchema,
  messageType: z.enum(MESSAGE_TYPES, { error: VALIDATION_MESSAGES.messageType }).default('text'),
  clientMessageId: idSchema.optional(),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;
export type SendMessageRequestInput = z.input<typeof sendMessageRequestSchema>;
