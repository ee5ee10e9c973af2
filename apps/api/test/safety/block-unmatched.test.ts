import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { answerRequest, couple, likePerson, sendRequest } from '../support/matched-couple.js';
import { type Person, signedInPerson } from '../support/people.js';
import { blockPerson, blocksMadeBy } from '../support/safety-calls.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

// docs/ARCHITECTURE.md "Blocks, past matches and reports": a block between people who have not
// matched, the block's refusals and the block list (block-matched.test.ts: between matched people).

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const NOT_FOUND = { message: 'Not found' };
const block = (by: Person, userId: string) => blockPerson(api, by, userId);
const like = (from: Person, to: Person) => likePerson(api, from, to.userId);

async function deckIds(person: Person): Promise<string[]> {
  const response = await call(api, 'GET', '/api/matches/potential', undefined, {
    token: person.token,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ userId: string }>).map((candidate) => candidate.userId);
}

describe('POST /api/blocks between people who have not matched', () => {
  it('takes each out of the other deck, withdraws the request and refuses likes and answers', async () => {
    const { her, him } = await couple(api, 'Mere Tane', 'Hemi Walker');
    expect(await deckIds(her)).toContain(him.userId);
    expect(await deckIds(him)).toContain(her.userId);
    const requestId = await sendRequest(api, him, her);

    expect((await block(him, her.userId)).statusCode).toBe(201);
    expect(await deckIds(her)).not.toContain(him.userId);
    expect(await deckIds(him)).not.toContain(her.userId);
    const requests = await call(api, 'GET', '/api/matches/requests', undefined, {
      token: her.token,
    });
    expect(requests.json()).toEqual([]);
    const answer = await answerRequest(api, her, requestId);
    expect(answer.statusCode).toBe(404);
    expect((await like(her, him)).statusCode).toBe(404);
    expect((await like(him, her)).statusCode).toBe(404);
    expect(
      await api.db
        .selectFrom('matches')
        .selectAll()
        .where((eb) => eb.or([eb('user_a', '=', her.userId), eb('user_b', '=', her.userId)]))
        .execute(),
    ).toEqual([]);
  });
});

describe('POST /api/blocks refusals', () => {
  it('answers 404 for oneself, an unknown id and a deleted account, and 400 for a bad id', async () => {
    const her = await signedInPerson(api.db, { fullName: 'Aroha' });
    const gone = await signedInPerson(api.db, { gender: 'Male' });
    await api.db.deleteFrom('users').where('id', '=', gone.userId).execute();
    for (const userId of [her.userId, randomUUID(), gone.userId]) {
      const response = await block(her, userId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await block(her, 'nobody')).statusCode).toBe(400);
    expect((await call(api, 'POST', '/api/blocks', { userId: her.userId })).statusCode).toBe(401);
    const blocks = await blocksMadeBy(api, her);
    expect(blocks).toEqual([]);
  });
});

describe('GET /api/blocks', () => {
  it('lists the people the caller blocked, most recent first', async () => {
    const her = await signedInPerson(api.db, { fullName: 'Aroha' });
    const first = await signedInPerson(api.db, { gender: 'Male', fullName: 'Nikau Reid' });
    const second = await signedInPerson(api.db, { gender: 'Male', fullName: 'Rawiri Walker' });
    // Each liked her, so she has met them.
    await api.db
      .insertInto('decisions')
      .values(
        [first, second].map((him) => ({
          from_user: him.userId,
          to_user: her.userId,
          is_like: true,
        })),
      )
      .execute();
    expect((await block(her, first.userId)).statusCode).toBe(201);
    expect((await block(her, second.userId)).statusCode).toBe(201);
    const [firstAt, secondAt] = [
      new Date('2026-10-01T00:00:00.000Z'),
      new Date('2026-10-02T00:00:00.000Z'),
    ];
    for (const [userId, at] of [
      [first.userId, firstAt],
      [second.userId, secondAt],
    ] as const) {
      await api.db
        .updateTable('blocks')
        .set({ created_at: at })
        .where('blocked_id', '=', userId)
        .execute();
    }
    const response = await call(api, 'GET', '/api/blocks', undefined, { token: her.token });
    expect(response.statusCode).toBe(200);
    // No photo files here, so the snapshot names the photo each had (a URL's content never changes).
    expect(response.json()).toEqual({
      people: [
        {
          id: second.userId,
          fullName: 'Rawiri Walker',
          profileImageUrl: `/uploads/profiles/${second.userId}/0.webp`,
          blockedAt: secondAt.toISOString(),
        },
        {
          id: first.userId,
          fullName: 'Nikau Reid',
          profileImageUrl: `/uploads/profiles/${first.userId}/0.webp`,
          blockedAt: firstAt.toISOString(),
        },
      ],
      nextCursor: null,
    });
    // The blocked see nothing of it.
    const theirs = await call(api, 'GET', '/api/blocks', undefined, { token: first.token });
    expect(theirs.json()).toEqual({ people: [], nextCursor: null });
  });
});
