import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/call.js';
import { signedInPerson } from './support/people.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

function get(url: string, token?: string) {
  return call(api, 'GET', url, undefined, { token });
}

describe('the dashboard badge counts', () => {
  it('count pending requests to the caller and messages they have not read', async () => {
    const aroha = await signedInPerson(api.db, { profile: false, fullName: 'Aroha' });
    const nikau = await signedInPerson(api.db, { profile: false, fullName: 'Nikau' });
    const tama = await signedInPerson(api.db, { profile: false, fullName: 'Tama' });
    expect((await get('/api/matches/requests/count', aroha.token)).json()).toEqual({ count: 0 });
    expect((await get('/api/messages/unread-count', aroha.token)).json()).toEqual({ count: 0 });

    await api.db
      .insertInto('match_requests')
      .values([
        { from_user: nikau.userId, to_user: aroha.userId },
        { from_user: tama.userId, to_user: aroha.userId, status: 'declined' },
        { from_user: aroha.userId, to_user: tama.userId },
      ])
      .execute();
    const [userA, userB] = [aroha.userId, nikau.userId].sort() as [string, string];
    const match = await api.db
      .insertInto('matches')
      .values({ user_a: userA, user_b: userB })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = (senderId: string, receiverId: string, readAt: Date | null) => ({
      id: randomUUID(),
      match_id: match.id,
      sender_id: senderId,
      receiver_id: receiverId,
      content: 'Kia ora',
      read_at: readAt,
    });
    await api.db
      .insertInto('messages')
      .values([
        message(nikau.userId, aroha.userId, null),
        message(nikau.userId, aroha.userId, null),
        message(nikau.userId, aroha.userId, new Date()),
        message(aroha.userId, nikau.userId, null),
      ])
      .execute();

    expect((await get('/api/matches/requests/count', aroha.token)).json()).toEqual({ count: 1 });
    expect((await get('/api/messages/unread-count', aroha.token)).json()).toEqual({ count: 2 });
    expect((await get('/api/messages/unread-count', nikau.token)).json()).toEqual({ count: 1 });
    expect((await get('/api/matches/requests/count', tama.token)).json()).toEqual({ count: 1 });
  });

  it.each(['/api/matches/requests/count', '/api/messages/unread-count'])(
    'answers 401 at %s without a session',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
    },
  );
});
