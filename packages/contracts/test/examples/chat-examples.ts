import {
  CLIENT_MESSAGE_ID,
  MATCH_ID,
  MESSAGE_ID,
  message,
  missing,
  OTHER_USER_ID,
} from '../fixtures.js';
import type { RouteExamples } from './types.js';

const send = {
  matchId: MATCH_ID,
  receiverId: OTHER_USER_ID,
  content: 'Kia ora!',
  messageType: 'text',
};

export const chatExamples = {
  getMessages: {
    params: {
      valid: [{ matchId: MATCH_ID }],
      invalid: [{ input: { matchId: 'abc' }, message: 'Must be a valid id' }],
    },
    query: {
      valid: [{}, { limit: '100' }, { before: MESSAGE_ID, limit: '1' }],
      invalid: [
        { input: { limit: '0' }, message: 'Limit must be a whole number from 1 to 100' },
        { input: { limit: '101' }, message: 'Limit must be a whole number from 1 to 100' },
        { input: { limit: '2.5' }, message: 'Limit must be a whole number from 1 to 100' },
        { input: { limit: 'lots' }, message: 'Limit must be a whole number from 1 to 100' },
        { input: { before: 'yesterday' }, message: 'Must be a valid id' },
      ],
    },
    response: {
      valid: [[], [message, { ...message, readAt: message.createdAt, clientMessageId: null }]],
      invalid: [
        {
          input: [{ ...message, messageType: 'image' }],
          message: 'Invalid input: expected "text"',
        },
      ],
    },
  },
  sendMessage: {
    body: {
      valid: [
        send,
        { ...send, messageType: undefined },
        { ...send, clientMessageId: CLIENT_MESSAGE_ID },
      ],
      invalid: [
        { input: { ...send, content: '' }, message: 'Message cannot be empty' },
        { input: { ...send, content: ' \n\t ' }, message: 'Message cannot be empty' },
        {
          input: { ...send, content: 'x'.repeat(2001) },
          message: 'Message must be at most 2000 characters',
        },
        { input: { ...send, messageType: 'image' }, message: "Message type must be 'text'" },
        { input: { ...send, clientMessageId: 'tmp-1' }, message: 'Must be a valid id' },
        { input: { ...send, receiverId: undefined }, message: 'Must be a valid id' },
      ],
    },
    response: {
      valid: [message],
      invalid: [{ input: { ...message, readAt: undefined }, message: missing('string') }],
    },
  },
  getUnreadCount: {
    response: {
      valid: [{ count: 3 }],
      invalid: [{ input: { count: 1.5 }, message: 'Invalid input: expected int, received number' }],
    },
  },
  getMatchPresence: {
    params: {
      valid: [{ id: '0f8e7c3a-6b2d-4e1f-9a8b-7c6d5e4f3a2b' }],
      invalid: [{ input: { id: '42' }, message: 'Must be a valid id' }],
    },
    response: {
      valid: [
        { online: true, lastActiveAt: '2025-06-01T09:30:00.000Z' },
        { online: false, lastActiveAt: null },
      ],
      invalid: [
        {
          input: { online: 'yes', lastActiveAt: null },
          message: 'Invalid input: expected boolean, received string',
        },
      ],
    },
  },
  createRealtimeTicket: {
    response: {
      valid: [{ ticket: 'b64url-ticket', expiresAt: '2025-06-01T09:31:00.000Z' }],
      invalid: [
        {
          input: { ticket: 'x', expiresAt: 1748770260000 },
          message: 'Invalid input: expected string, received number',
        },
      ],
    },
  },
} satisfies Record<string, RouteExamples>;
