import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { matchedCouple } from '../support/matched-couple.js';
import type { Person } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

interface Sent {
  matchId: string;
  receiverId: string;
  content: string;
  clientMessageId?: string;
}

const send = (person: Person | undefined, body: Sent) =>
  call(api, 'POST', '/api/messages', { messageType: 'text', ...body }, { token: person?.token });
const read = (person: Person | undefined, matchId: string, query = '') =>
  call(api, 'GET', `/api/messages/${matchId}${query}`, undefined, { token: person?.token });
const contents = (messages: Array<{ content: string }>) => messages.map((m) => m.content);
const unread = async (person: Person) =>
  (await call(api, 'GET', '/api/messages/unread-count', undefined, { token: person.token })).json()
    .count;

// What a send stores, answers and publishes is the shared suite's (chat-sending.test.ts, which
// the socket runs too); what is left here belongs to the HTTP route alone.
describe('POST /api/messages', () => {
  it('answers 401 without a session, storing nothing', async () => {
    const { him, matchId } = await matchedCouple(api);
    const response = await send(undefined, { matchId, receiverId: him.userId, content: 'Hi' });
    expect(response.statusCode).toBe(401);
    const stored = await api.db
      .selectFrom('messages')
      .select('content')
      .where('match_id', '=', matchId)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('GET /api/messages/:matchId', () => {
  it('lists oldest first, pages back with before and limit, and defaults to the latest 50', async () => {
    const { her, him, matchId } = await matchedCouple(api);
    const texts = Array.from({ length: 55 }, (_, i) => `m${i + 1}`);
    for (const [i, content] of texts.entries()) {
      const [from, to] = i % 2 === 0 ? [her, him] : [him, her];
      expect((await send(from, { matchId, receiverId: to.userId, content })).statusCode).toBe(201);
    }
    const latest = (await read(her, matchId)).json();
    expect(contents(latest)).toEqual(texts.slice(5));
    const page = (await read(her, matchId, `?before=${latest[0].id}&limit=3`)).json();
    expect(contents(page)).toEqual(['m3', 'm4', 'm5']);
    const last = (await read(her, matchId, `?before=${page[0].id}&limit=3`)).json();
    expect(contents(last)).toEqual(['m1', 'm2']);
    const bad = await read(her, matchId, '?limit=0');
    expect(bad.statusCode).toBe(400);
  });

  it('marks what the reader received as read, and the unread counts follow', async () => {
    const { her, him, matchId } = await matchedCouple(api);
    for (const content of ['one', 'two'])
      await send(her, { matchId, receiverId: him.userId, content });
    await send(him, { matchId, receiverId: her.userId, content: 'three' });
    expect(await unread(him)).toBe(2);
    expect(await unread(her)).toBe(1);
    const hisMatches = (
      await call(api, 'GET', '/api/matches', undefined, { token: him.token })
    ).json();
    expect(hisMatches).toMatchObject([
      { id: matchId, unreadCount: 2, lastMessage: { content: 'three' } },
    ]);

    const seen = (await read(him, matchId)).json();
    expect(seen.map((m: { readAt: string | null }) => m.readAt !== null)).toEqual([
      true,
      true,
      false,
    ]);
    expect(await unread(him)).toBe(0);
    expect(await unread(her)).toBe(1);
    expect(
      (await call(api, 'GET', '/api/matches', undefined, { token: him.token })).json()[0]
        .unreadCount,
    ).toBe(0);
    expect(
      (await call(api, 'GET', '/api/matches', undefined, { token: her.token })).json()[0]
        .unreadCount,
    ).toBe(1);
  });

  it('answers 404 to a stranger without marking anything read', async () => {
    const { her, him, matchId } = await matchedCouple(api);
    const stranger = (await matchedCouple(api)).him;
    await send(her, { matchId, receiverId: him.userId, content: 'private' });
    const response = await read(stranger, matchId);
    expect([response.statusCode, response.json()]).toEqual([404, { message: 'Not found' }]);
    expect((await read(her, randomUUID())).statusCode).toBe(404);
    expect(await unread(him)).toBe(1);
    expect((await read(undefined, matchId)).statusCode).toBe(401);
  });
});
