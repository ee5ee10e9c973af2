import { describe, expect, it } from 'vitest';
import {
  clientFrameSchema,
  parseClientFrame,
  serverFrameSchema,
  WS_CLOSE_CODES,
  WS_ERROR_MESSAGES,
} from '../src/realtime.js';
import {
  CLIENT_MESSAGE_ID,
  MATCH_ID,
  message,
  OTHER_USER_ID,
  REQUEST_ID,
  USER_ID,
} from './fixtures.js';

const send = {
  type: 'send_message',
  matchId: MATCH_ID,
  otherUserId: OTHER_USER_ID,
  content: ' Hi! ',
};
const typing = { type: 'typing', matchId: MATCH_ID, otherUserId: OTHER_USER_ID, isTyping: true };

describe('client frames', () => {
  it('accepts send_message (content trimmed) and typing', () => {
    expect(clientFrameSchema.parse(send)).toEqual({ ...send, content: 'Hi!' });
    expect(clientFrameSchema.parse({ ...send, clientMessageId: CLIENT_MESSAGE_ID })).toEqual({
      ...send,
      content: 'Hi!',
      clientMessageId: CLIENT_MESSAGE_ID,
    });
    expect(clientFrameSchema.parse(typing)).toEqual(typing);
    expect(clientFrameSchema.parse({ ...typing, isTyping: false })).toEqual({
      ...typing,
      isTyping: false,
    });
  });

  it.each([
    [
      { ...send, type: 'shout' },
      "Invalid discriminator value. Expected 'send_message' | 'typing' | 'mark_read'",
    ],
    [
      { ...send, type: undefined },
      "Invalid discriminator value. Expected 'send_message' | 'typing' | 'mark_read'",
    ],
    [{ ...send, content: '   ' }, 'Message cannot be empty'],
    [{ ...send, content: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
    [{ ...send, otherUserId: undefined }, 'Must be a valid id'],
    [{ ...send, matchId: 'match-1' }, 'Must be a valid id'],
    [{ ...typing, isTyping: undefined }, 'isTyping must be true or false'],
    [{ ...typing, isTyping: 'yes' }, 'isTyping must be true or false'],
  ])('rejects %j with %j', (frame, expected) => {
    const result = clientFrameSchema.safeParse(frame);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(expected);
  });

  it('parseClientFrame never throws and reports why', () => {
    expect(parseClientFrame(JSON.stringify(typing))).toEqual({ ok: true, frame: typing });
    expect(parseClientFrame('{not json')).toEqual({ ok: false, error: 'Invalid message' });
    expect(parseClientFrame('null')).toEqual({
      ok: false,
      error: 'Invalid input: expected object, received null',
    });
    expect(parseClientFrame(JSON.stringify({ ...send, content: '' }))).toEqual({
      ok: false,
      error: 'Message cannot be empty',
    });
  });
});

describe('server frames', () => {
  it.each([
    { type: 'connected', userId: USER_ID },
    { type: 'new_message', message, matchId: MATCH_ID },
    { type: 'typing', matchId: MATCH_ID, userId: OTHER_USER_ID, isTyping: false },
    { type: 'error', message: 'Match not found' },
    { type: 'error', message: 'Failed to send message', clientMessageId: CLIENT_MESSAGE_ID },
    { type: 'match_request', requestId: REQUEST_ID },
    { type: 'match_created', matchId: MATCH_ID },
    { type: 'unmatched', matchId: MATCH_ID },
  ])('accepts $type', (frame) => {
    expect(serverFrameSchema.parse(frame)).toEqual(frame);
  });

  it.each([
    { type: 'session_ended', reason: 'logout' },
    { type: 'presence', userId: USER_ID },
    { type: 'connected' },
    { type: 'new_message', matchId: MATCH_ID },
    { type: 'new_message', message: { ...message, content: undefined }, matchId: MATCH_ID },
    { type: 'typing', matchId: MATCH_ID, userId: OTHER_USER_ID },
    { type: 'error' },
    { type: 'match_created' },
  ])('rejects %j', (frame) => {
    expect(serverFrameSchema.safeParse(frame).success).toBe(false);
  });
});

describe('close codes and error texts', () => {
  it('are the documented values', () => {
    expect(WS_CLOSE_CODES).toEqual({
      normal: 1000,
      goingAway: 1001,
      policyViolation: 1008,
      messageTooBig: 1009,
      sessionEnded: 4000,
      tooManySockets: 4008,
      badTicket: 4401,
      originNotAllowed: 4403,
    });
    expect(WS_ERROR_MESSAGES).toEqual({
      invalidFrame: 'Invalid message',
      matchNotFound: 'Match not found',
      sendFailed: 'Failed to send message',
      rateLimited: 'Too many messages. Please slow down.',
    });
  });
});
