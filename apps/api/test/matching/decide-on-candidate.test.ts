import { listDeck, replaceDeck } from '@starmatch/db/queries/decks';
import { deckCompatibility } from '@starmatch/db/testing-deck';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { couple } from '../support/matched-couple.js';
import { signedInPerson } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';
import { caughtUp, listen } from '../support/user-events.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

function like(token: string | undefined, targetUserId: string, isLike = true) {
  return call(api, 'POST', '/api/matches/like', { targetUserId, isLike }, { token });
}

/** Exactly one request went from one to the other, pending, and its event reached the other. */
async function expectOnePendingRequest(fromUser: string, toUser: string, toEvents: unknown[]) {
  const requests = await api.db
    .selectFrom('match_requests')
    .selectAll()
    .where('from_user', '=', fromUser)
    .execute();
  expect(requests).toMatchObject([{ to_user: toUser, status: 'pending' }]);
  const [request] = requests;
  await expect.poll(() => toEvents).toEqual([{ type: 'match_request', requestId: request?.id }]);
  return request;
}

const count = async (
  table: 'decisions' | 'match_requests' | 'matches',
  column: string,
  id: string,
) =>
  (
    await api.db
      .selectFrom(table)
      .selectAll()
      .where(column as 'id', '=', id)
      .execute()
  ).length;

describe('POST /api/matches/like', () => {
  it('answers 401 without a session', async () => {
    const { him } = await couple(api);
    const response = await like(undefined, him.userId);
    expect(response.statusCode).toBe(401);
  });

  it('sends one match request however often the like is repeated, and tells the target once', async () => {
    const { her, him } = await couple(api);
    await replaceDeck(api.db, {
      userId: her.userId,
      entries: [
        {
          candidateId: him.userId,
          score: 90,
          level: 'great',
          compatibility: deckCompatibility(90),
        },
      ],
    });
    const hisEvents = await listen(api, him.userId);
    const first = await like(her.token, him.userId);
    const second = await like(her.token, him.userId);
    const expected = {
      success: true,
      message: 'Match request sent',
      matched: false,
      outcome: 'request_sent',
    };
    expect([first.statusCode, first.json()]).toEqual([200, expected]);
    expect([second.statusCode, second.json()]).toEqual([200, expected]);
    expect(await count('decisions', 'from_user', her.userId)).toBe(1);
    await expectOnePendingRequest(her.userId, him.userId, hisEvents);
    await caughtUp(api, him.userId, hisEvents);
    expect(hisEvents).toHaveLength(1);
    expect(await listDeck(api.db, her.userId)).toEqual([]);
  });

  it('makes the match at once when the target already liked the caller, and tells both', async () => {
    const { her, him } = await couple(api);
    const herEvents = await listen(api, her.userId);
    const hisEvents = await listen(api, him.userId);
    expect((await like(him.token, her.userId)).json().matched).toBe(false);
    const response = await like(her.token, him.userId);
    const match = await api.db
      .selectFrom('matches')
      .select('id')
      .where((eb) => eb.or([eb('user_a', '=', her.userId), eb('user_b', '=', her.userId)]))
      .executeTakeFirstOrThrow();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: "It's a match!",
      matched: true,
      matchId: match.id,
      outcome: 'matched',
    });
    const created = { type: 'match_created', matchId: match.id };
    await expect
      .poll(() => herEvents)
      .toEqual([{ type: 'match_request', requestId: expect.any(String) }, created]);
    await expect.poll(() => hisEvents).toEqual([created]);
    const request = await api.db
      .selectFrom('match_requests')
      .selectAll()
      .where('from_user', '=', him.userId)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('accepted');
  });

  it('records a pass as skipped, without a request', async () => {
    const { her, him } = await couple(api);
    const response = await like(her.token, him.userId, false);
    expect(response.json()).toEqual({
      success: true,
      message: 'Skipped',
      matched: false,
      outcome: 'passed',
    });
    expect(await count('match_requests', 'from_user', her.userId)).toBe(0);
    const decision = await api.db
      .selectFrom('decisions')
      .selectAll()
      .where('from_user', '=', her.userId)
      .executeTakeFirstOrThrow();
    expect(decision).toMatchObject({ to_user: him.userId, is_like: false });
  });

  it('sends a pending request when the caller likes someone they passed, and tells the target', async () => {
    const { her, him } = await couple(api);
    const hisEvents = await listen(api, him.userId);
    expect((await like(her.token, him.userId, false)).json().outcome).toBe('passed');
    const response = await like(her.token, him.userId);
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { success: true, message: 'Match request sent', matched: false, outcome: 'request_sent' },
    ]);
    const request = await expectOnePendingRequest(her.userId, him.userId, hisEvents);
    const pending = await call(api, 'GET', '/api/matches/requests', undefined, {
      token: him.token,
    });
    expect((pending.json() as Array<{ id: string }>).map(({ id }) => id)).toEqual([request?.id]);
  });

  it('answers 404 for someone the caller cannot see, and records nothing', async () => {
    const her = await signedInPerson(api.db, { gender: 'Female' });
    const sameGender = await signedInPerson(api.db, { gender: 'Female' });
    const stranger = '00000000-0000-4000-8000-000000000000';
    for (const target of [sameGender.userId, stranger, her.userId]) {
      const response = await like(her.token, target);
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'Not found' }]);
    }
    expect(await count('decisions', 'from_user', her.userId)).toBe(0);
  });

  it('rejects a body without isLike', async () => {
    const { her, him } = await couple(api);
    const response = await call(
      api,
      'POST',
      '/api/matches/like',
      { targetUserId: him.userId },
      { token: her.token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('allows 120 decisions a minute per account', async () => {
    const { her, him } = await couple(api);
    const answers = [];
    for (let i = 0; i < 121; i += 1)
      answers.push((await like(her.token, him.userId, false)).statusCode);
    expect(answers.slice(0, 120).every((status) => status === 200)).toBe(true);
    const limited = await like(her.token, him.userId, false);
    expect(answers[120]).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
