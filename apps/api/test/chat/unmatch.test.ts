import { appToday, findVisibleCandidates, isVisibleTo } from '@starmatch/db/queries/visibility';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { couple, matchedCouple } from '../support/matched-couple.js';
import type { Person } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';
import { caughtUp, listen } from '../support/user-events.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const unmatch = (person: Person | undefined, matchId: string) =>
  call(api, 'DELETE', `/api/matches/${matchId}/unmatch`, undefined, { token: person?.token });

async function seesEachOther(first: string, second: string): Promise<boolean[]> {
  const today = appToday();
  const visible = async (viewerId: string, candidateId: string) =>
    (await isVisibleTo(api.db, { viewerId, candidateId, today })) ||
    (await findVisibleCandidates(api.db, { viewerId, today })).some(
      (person) => person.userId === candidateId,
    );
  return [await visible(first, second), await visible(second, first)];
}

describe('DELETE /api/matches/:id/unmatch', () => {
  it.each(['requester', 'accepter'] as const)(
    'lets the %s end the match: its messages kept out of reach, both lists empty, both told',
    async (side) => {
      const { her, him, matchId } = await matchedCouple(api);
      await call(
        api,
        'POST',
        '/api/messages',
        {
          matchId,
          receiverId: him.userId,
          content: 'Kia ora',
          messageType: 'text',
        },
        { token: her.token },
      );
      const herEvents = await listen(api, her.userId);
      const hisEvents = await listen(api, him.userId);
      const response = await unmatch(side === 'requester' ? her : him, matchId);
      expect([response.statusCode, response.json()]).toEqual([200, { success: true }]);
      for (const person of [her, him]) {
        expect(
          (await call(api, 'GET', '/api/matches', undefined, { token: person?.token })).json(),
        ).toEqual([]);
      }
      const messages = await api.db
        .selectFrom('messages')
        .select('id')
        .where('match_id', '=', matchId)
        .execute();
      expect(messages).toEqual([]);
      const kept = await api.db
        .selectFrom('kept_messages')
        .select(['sender_id', 'content'])
        .where('match_id', '=', matchId)
        .execute();
      expect(kept).toEqual([{ sender_id: her.userId, content: 'Kia ora' }]);
      const unmatched = { type: 'unmatched', matchId };
      await expect.poll(() => herEvents).toEqual([unmatched]);
      await expect.poll(() => hisEvents).toEqual([unmatched]);
      expect(await seesEachOther(her.userId, him.userId)).toEqual([false, false]);
      const again = await unmatch(her, matchId);
      expect([again.statusCode, again.json()]).toEqual([404, { message: 'Not found' }]);
    },
  );

  it('keeps the pair apart when they matched by liking each other', async () => {
    const { her, him } = await couple(api);
    expect(await seesEachOther(her.userId, him.userId)).toEqual([true, true]);
    await call(
      api,
      'POST',
      '/api/matches/like',
      { targetUserId: him.userId, isLike: true },
      { token: her.token },
    );
    const liked = await call(
      api,
      'POST',
      '/api/matches/like',
      {
        targetUserId: her.userId,
        isLike: true,
      },
      { token: him.token },
    );
    expect((await unmatch(her, liked.json().matchId)).statusCode).toBe(200);
    expect(await seesEachOther(her.userId, him.userId)).toEqual([false, false]);
  });

  it('answers 404 to a stranger and to an unknown id, and the match stays', async () => {
    const { her, him, matchId } = await matchedCouple(api);
    const stranger = (await couple(api)).her;
    const herEvents = await listen(api, her.userId);
    for (const [person, id] of [
      [stranger, matchId],
      [him, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await unmatch(person, id);
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'Not found' }]);
    }
    const matches = (
      await call(api, 'GET', '/api/matches', undefined, { token: her.token })
    ).json();
    expect(matches.map((m: { id: string }) => m.id)).toEqual([matchId]);
    await caughtUp(api, her.userId, herEvents);
    expect(herEvents).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const { matchId } = await matchedCouple(api);
    expect((await unmatch(undefined, matchId)).statusCode).toBe(401);
  });
});
