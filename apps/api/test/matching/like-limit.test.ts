import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { LIKES_PER_DAY } from '@starmatch/contracts/safety-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { fillWindow } from '../support/fill-window.js';
import { signedInPerson } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

function like(token: string, targetUserId: string, isLike = true) {
  return call(api, 'POST', '/api/matches/like', { targetUserId, isLike }, { token });
}

/** A woman and `men` men she can see. */
async function herAndMen(men: number) {
  const her = await signedInPerson(api.db, { gender: 'Female' });
  const them = [];
  for (let i = 0; i < men; i += 1) {
    them.push(await signedInPerson(api.db, { gender: 'Male', age: 32 }));
  }
  return { her, them };
}

const decisionsBy = async (userId: string) =>
  (
    await api.db.selectFrom('decisions').select('to_user').where('from_user', '=', userId).execute()
  ).map((row) => row.to_user);

describe('at most LIKES_PER_DAY likes in any 24 hours', () => {
  it('sends the LIKES_PER_DAY-th like and refuses the next with 429 and Retry-After, recording nothing; passes stay free', async () => {
    const { her, them } = await herAndMen(3);
    const [last, refused, passed] = them.map((person) => person.userId) as [string, string, string];
    await fillWindow(api.infrastructure.limiter, 'likes', her.userId, LIKES_PER_DAY - 1);

    const allowed = await like(her.token, last);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ outcome: 'request_sent' });

    const over = await like(her.token, refused);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: API_MESSAGES.likesLimited, code: 'RATE_LIMITED' });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(24 * 60 * 60 - 1);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);

    const pass = await like(her.token, passed, false);
    expect(pass.statusCode).toBe(200);
    expect(pass.json()).toMatchObject({ outcome: 'passed' });
    expect((await decisionsBy(her.userId)).sort()).toEqual([last, passed].sort());
    const requests = await api.db
      .selectFrom('match_requests')
      .select('to_user')
      .where('from_user', '=', her.userId)
      .execute();
    expect(requests).toEqual([{ to_user: last }]);
  });

  it('does not count a repeated like or a like of someone not visible', async () => {
    const { her, them } = await herAndMen(3);
    const [first, second, third] = them.map((person) => person.userId) as [string, string, string];
    await fillWindow(api.infrastructure.limiter, 'likes', her.userId, LIKES_PER_DAY - 2);
    expect((await like(her.token, first)).statusCode).toBe(200);
    // One place left: neither of these takes it.
    expect((await like(her.token, first)).json()).toMatchObject({ outcome: 'request_sent' });
    expect((await like(her.token, randomUUID())).statusCode).toBe(404);
    expect((await like(her.token, second)).statusCode).toBe(200);
    expect((await like(her.token, third)).statusCode).toBe(429);
  });
});
