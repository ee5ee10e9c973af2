import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { acceptRequest, sendRequest } from '../support/matched-couple.js';
import { type Person, signedInPerson } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

async function matchWith(her: Person, fullName: string): Promise<{ him: Person; matchId: string }> {
  const him = await signedInPerson(api.db, { gender: 'Male', age: 32, fullName });
  const requestId = await sendRequest(api, him, her);
  return { him, matchId: await acceptRequest(api, her, requestId) };
}

const ids = (matches: Array<{ id: string }>) => matches.map((m) => m.id);

describe('GET /api/matches', () => {
  it('answers 401 without a session', async () => {
    expect((await call(api, 'GET', '/api/matches')).statusCode).toBe(401);
  });

  it('describes each match and orders them by the latest activity', async () => {
    const her = await signedInPerson(api.db, { gender: 'Female', fullName: 'Aroha Ngata' });
    const first = await matchWith(her, 'Nikau First');
    const second = await matchWith(her, 'Tama Second');
    const listed = (await call(api, 'GET', '/api/matches', undefined, { token: her.token })).json();
    expect(ids(listed)).toEqual([second.matchId, first.matchId]);

    const sent = await call(
      api,
      'POST',
      '/api/messages',
      {
        matchId: first.matchId,
        receiverId: her.userId,
        content: 'Coffee on Ponsonby Road?',
        messageType: 'text',
      },
      { token: first.him.token },
    );
    const match = await api.db
      .selectFrom('matches')
      .select('created_at')
      .where('id', '=', first.matchId)
      .executeTakeFirstOrThrow();
    const after = (await call(api, 'GET', '/api/matches', undefined, { token: her.token })).json();
    expect(ids(after)).toEqual([first.matchId, second.matchId]);
    expect(after[0]).toEqual({
      id: first.matchId,
      otherUser: {
        id: first.him.userId,
        fullName: 'Nikau First',
        profileImageUrl: `/uploads/profiles/${first.him.userId}/0.webp`,
      },
      unreadCount: 1,
      lastMessage: { content: 'Coffee on Ponsonby Road?', createdAt: sent.json().createdAt },
      createdAt: match.created_at.toISOString(),
    });
    expect(after[1]).toMatchObject({ unreadCount: 0, lastMessage: null });
    const his = (
      await call(api, 'GET', '/api/matches', undefined, { token: first.him.token })
    ).json();
    expect(his).toMatchObject([
      { id: first.matchId, otherUser: { id: her.userId, fullName: 'Aroha Ngata' }, unreadCount: 0 },
    ]);
  });

  it('limits a sender to 60 messages a minute', async () => {
    const her = await signedInPerson(api.db, { gender: 'Female' });
    const { him, matchId } = await matchWith(her, 'Rapid Typist');
    const body = { matchId, receiverId: her.userId, messageType: 'text' };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const response = await call(
        api,
        'POST',
        '/api/messages',
        { ...body, content: `${i}` },
        { token: him.token },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
    const reply = await call(
      api,
      'POST',
      '/api/messages',
      {
        matchId,
        receiverId: him.userId,
        content: 'still here',
        messageType: 'text',
      },
      { token: her.token },
    );
    expect(reply.statusCode).toBe(201);
  });
});
