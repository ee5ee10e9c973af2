import { userChannel } from '@starmatch/contracts/bus-events';
import { consumeRealtimeTicket } from '@starmatch/db/queries/realtime-tickets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPerson } from './support/people.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const UNAUTHORIZED = { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' };

describe('signed-in routes', () => {
  it.each([
    ['no header', undefined],
    ['a malformed header', 'Token abc'],
    ['an unknown token', `Bearer ${'x'.repeat(43)}`],
  ])('answer 401 with %s', async (_label, authorization) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/realtime/ticket',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });
});

describe('the Authorization header', () => {
  it.each(['Bearer', 'bearer', 'BEARER', 'bEaReR'])(
    'accepts the scheme written %s (RFC 9110: schemes are case-insensitive)',
    async (scheme) => {
      const person = await signedInPerson(api.db, { profile: false });
      const response = await api.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `${scheme} ${person.token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: person.userId });
    },
  );

  it.each([
    ['another scheme', (token: string) => `Basic ${token}`],
    ['no space', (token: string) => `Bearer${token}`],
    ['a second word', (token: string) => `Bearer ${token} extra`],
  ])('refuses %s', async (_label, header) => {
    const person = await signedInPerson(api.db, { profile: false });
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: header(person.token) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });
});

describe('POST /api/realtime/ticket', () => {
  it('issues a single-use ticket for the session, valid for 60 seconds', async () => {
    const person = await signedInPerson(api.db, { profile: false });
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/realtime/ticket',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(response.statusCode).toBe(201);
    const { ticket, expiresAt } = response.json() as { ticket: string; expiresAt: string };
    const lifetime = Date.parse(expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(55_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
    expect(ticket).not.toBe(person.token);
    expect(await consumeRealtimeTicket(api.db, ticket)).toEqual({
      userId: person.userId,
      sessionId: person.sessionId,
    });
    expect(await consumeRealtimeTicket(api.db, ticket)).toBeNull();
  });
});

describe('POST /api/auth/logout', () => {
  it('ends only this session, accepts the empty JSON body the SPA sends, and tells the gateways', async () => {
    const person = await signedInPerson(api.db, { profile: false });
    const otherDevice = await signedInPerson(api.db, { profile: false });
    const events: unknown[] = [];
    const unsubscribe = await api.infrastructure.bus.subscribe(
      userChannel(person.userId),
      (event) => events.push(event),
    );

    const response = await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out successfully' });

    const again = await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(again.statusCode).toBe(401);
    const stillIn = await api.app.inject({
      method: 'POST',
      url: '/api/realtime/ticket',
      headers: { authorization: `Bearer ${otherDevice.token}` },
    });
    expect(stillIn.statusCode).toBe(201);

    await expect
      .poll(() => events)
      .toEqual([{ type: 'session_ended', reason: 'logout', sessionId: person.sessionId }]);
    await unsubscribe();
  });

  it('rejects a malformed JSON body with a 400 and keeps the session', async () => {
    const person = await signedInPerson(api.db, { profile: false });
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/realtime/ticket',
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/JSON/i) });
  });
});
