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

const DAY = 24 * 60 * 60 * 1000;

async function pastMatches(person: Person) {
  const response = await call(api, 'GET', '/api/matches/past', undefined, {
    token: person.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ matchId: string }>;
}

function endedDaysAgo(matchId: string, days: number) {
  return api.db
    .updateTable('ended_matches')
    .set({ ended_at: new Date(Date.now() - days * DAY) })
    .where('match_id', '=', matchId)
    .execute();
}

describe('GET /api/matches/past', () => {
  it('lists a match either side ended, for 90 days, with the other person', async () => {
    const { her, him, matchId } = await matchedCouple(api);
    const match = await api.db
      .selectFrom('matches')
      .select('created_at')
      .where('id', '=', matchId)
      .executeTakeFirstOrThrow();
    expect(await pastMatches(her)).toEqual([]);
    await call(api, 'DELETE', `/api/matches/${matchId}/unmatch`, undefined, { token: him.token });

    const ended = await api.db
      .selectFrom('ended_matches')
      .selectAll()
      .where('match_id', '=', matchId)
      .executeTakeFirstOrThrow();
    expect(ended.ended_by).toBe(him.userId);
    expect(await pastMatches(her)).toEqual([
      {
        matchId,
        otherUser: {
          id: him.userId,
          fullName: 'Nikau Reid',
          profileImageUrl: `/uploads/profiles/${him.userId}/0.webp`,
        },
        matchedAt: match.created_at.toISOString(),
        endedAt: ended.ended_at.toISOString(),
      },
    ]);
    expect((await pastMatches(him)).map((row) => row.matchId)).toEqual([matchId]);

    await endedDaysAgo(matchId, 89);
    expect((await pastMatches(her)).map((row) => row.matchId)).toEqual([matchId]);
    await endedDaysAgo(matchId, 91);
    expect(await pastMatches(her)).toEqual([]);
  });

  it('keeps a blocked match for the blocker only', async () => {
    const first = await matchedCouple(api);
    const second = await matchedCouple(api);
    // Two women end their matches, one by unmatch and one by block.
    await call(api, 'DELETE', `/api/matches/${first.matchId}/unmatch`, undefined, {
      token: first.her.token,
    });
    await endedDaysAgo(first.matchId, 1);
    await call(
      api,
      'POST',
      '/api/blocks',
      { userId: second.him.userId },
      {
        token: second.her.token,
      },
    );
    expect((await pastMatches(second.her)).map((row) => row.matchId)).toEqual([second.matchId]);
    expect((await pastMatches(first.him)).map((row) => row.matchId)).toEqual([first.matchId]);
    // To him a block looks like a deleted account: no past match to see.
    expect(await pastMatches(second.him)).toEqual([]);
  });
});
