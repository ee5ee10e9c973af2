import { describe, expect, it } from 'vitest';
import { BUS_EVENT_TYPES, busEventSchema, toServerFrame, userChannel } from '../src/bus-events.js';
import { serverFrameSchema } from '../src/realtime.js';
import { MATCH_ID, message, OTHER_USER_ID, REQUEST_ID, USER_ID } from './fixtures.js';

const forwarded = [
  { type: 'new_message', message, matchId: MATCH_ID },
  { type: 'typing', matchId: MATCH_ID, userId: OTHER_USER_ID, isTyping: true },
  { type: 'match_request', requestId: REQUEST_ID },
  { type: 'match_created', matchId: MATCH_ID },
  { type: 'unmatched', matchId: MATCH_ID },
  { type: 'match_ended', matchId: MATCH_ID },
  {
    type: 'messages_read',
    matchId: MATCH_ID,
    readerId: OTHER_USER_ID,
    readAt: '2025-06-01T09:31:00.000Z',
  },
  {
    type: 'presence',
    userId: OTHER_USER_ID,
    online: true,
    lastActiveAt: '2025-06-01T09:31:00.000Z',
  },
  { type: 'presence', userId: OTHER_USER_ID, online: false, lastActiveAt: null },
] as const;

describe('bus events', () => {
  it('names the per-user channel', () => {
    expect(userChannel(USER_ID)).toBe(`user:${USER_ID}`);
    expect(userChannel('abc')).toBe('user:abc');
  });

  it('lists the event types', () => {
    expect(BUS_EVENT_TYPES).toEqual([
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
    ]);
  });

  it.each(forwarded)('$type is forwarded to the browser unchanged', (event) => {
    const parsed = busEventSchema.parse(event);
    const frame = toServerFrame(parsed);
    expect(frame).toEqual(event);
    expect(serverFrameSchema.parse(frame)).toEqual(event);
  });

  it('session_ended is acted on by the gateway, not forwarded', () => {
    const all = busEventSchema.parse({ type: 'session_ended', reason: 'account_deleted' });
    expect(all).toEqual({ type: 'session_ended', reason: 'account_deleted' });
    expect(toServerFrame(all)).toBeNull();
    const one = busEventSchema.parse({ type: 'session_ended', reason: 'logout', sessionId: 's-1' });
    expect(one).toEqual({ type: 'session_ended', reason: 'logout', sessionId: 's-1' });
  });

  it('sockets_evicted is acted on by the gateway, not forwarded', () => {
    const event = busEventSchema.parse({ type: 'sockets_evicted', socketIds: ['s-1', 's-2'] });
    expect(event).toEqual({ type: 'sockets_evicted', socketIds: ['s-1', 's-2'] });
    expect(toServerFrame(event)).toBeNull();
  });

  it.each([
    { type: 'sockets_evicted', socketIds: [] },
    { type: 'session_ended', reason: 'bored' },
    { type: 'session_ended' },
    { type: 'connected', userId: USER_ID },
    { type: 'error', message: 'x' },
    { type: 'unmatched' },
    {},
  ])('rejects %j', (event) => {
    expect(busEventSchema.safeParse(event).success).toBe(false);
  });
});
