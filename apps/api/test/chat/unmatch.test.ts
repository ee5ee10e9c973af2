import { appToday, findVisibleCandidates, isVisibleTo } from '@starmatch/db/queries/visibility';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/test-api.js';
import { call, couple, listen, matchedCouple, settle } from './chat-support.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const unmatch = (person: Parameters<typeof call>[1], matchId: string) =>
  call(api, person, 'DELETE', `/api/matches/${matchId}/unmatch`);

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
    'lets the %s end the match: its messages go, both lists empty, both told',
    async (side) => {
      const { her, him, matchId } = await matchedCouple(api);
      await call(api, her, 'POST', '/api/messages', {
        matchId,
        receiverId: him.userId,
        content: 'Kia ora',
        messageType: 'text',
      });
      const herEvents = await listen(api, her.userId);
      const hisEvents = await listen(api, him.userId);
      const response = await unmatch(side === 'requester' ? her : him, matchId);
      expect([response.statusCode, response.json()]).toEqual([200, { success: true }]);
      for (const person of [her, him]) {
        expect((await call(api, person, 'GET', '/api/matches')).json()).toEqual([]);
      }
      const messages = await api.db
        .selectFrom('messages')
        .select('id')
        .where('match_id', '=', matchId)
        .execute();
      expect(messages).toEqual([]);
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
    await call(api, her, 'POST', '/api/matches/like', { targetUserId: him.userId, isLike: true });
    const liked = await call(api, him, 'POST', '/api/matches/like', {
      targetUserId: her.userId,
      isLike: true,
    });
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
    const matches = (await call(api, her, 'GET', '/api/matches')).json();
    expect(matches.map((m: { id: string }) => m.id)).toEqual([matchId]);
    await settle();
    expect(herEvents).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const { matchId } = await matchedCouple(api);
    expect((await unmatch(undefined, matchId)).statusCode).toBe(401);
  });
});
