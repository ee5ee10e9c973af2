import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { couple, sendRequest } from '../support/matched-couple.js';
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

const respond = (person: Person | undefined, requestId: string, accept: boolean) =>
  call(api, 'POST', '/api/matches/respond', { requestId, accept }, { token: person?.token });

describe('GET /api/matches/requests and POST /api/matches/respond', () => {
  it('answers 401 without a session', async () => {
    expect((await call(api, 'GET', '/api/matches/requests')).statusCode).toBe(401);
  });

  it('lists a like as a pending request, and accepting it matches the pair and tells both', async () => {
    const { her, him } = await couple(api);
    const requestId = await sendRequest(api, her, him);
    const list = await call(api, 'GET', '/api/matches/requests', undefined, { token: him.token });
    const sent = await api.db
      .selectFrom('match_requests')
      .select('created_at')
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect([list.statusCode, list.json()]).toEqual([
      200,
      [
        {
          id: requestId,
          requestUser: {
            id: her.userId,
            fullName: 'Aroha Ngata',
            profileImageUrl: `/uploads/profiles/${her.userId}/0.webp`,
          },
          requestProfile: { bio: 'Loves the outdoors and good coffee.' },
          requestedAt: sent.created_at.toISOString(),
        },
      ],
    ]);
    expect(
      (await call(api, 'GET', '/api/matches/requests', undefined, { token: her.token })).json(),
    ).toEqual([]);

    const herEvents = await listen(api, her.userId);
    const hisEvents = await listen(api, him.userId);
    const accepted = await respond(him, requestId, true);
    const match = await api.db
      .selectFrom('matches')
      .select('id')
      .where((eb) => eb.or([eb('user_a', '=', her.userId), eb('user_b', '=', her.userId)]))
      .executeTakeFirstOrThrow();
    expect([accepted.statusCode, accepted.json()]).toEqual([
      200,
      { success: true, matchId: match.id },
    ]);
    const created = { type: 'match_created', matchId: match.id };
    await expect.poll(() => herEvents).toEqual([created]);
    await expect.poll(() => hisEvents).toEqual([created]);
    expect(
      (await call(api, 'GET', '/api/matches/requests', undefined, { token: him.token })).json(),
    ).toEqual([]);
    for (const [person, other] of [
      [her, him],
      [him, her],
    ] as const) {
      const matches = (
        await call(api, 'GET', '/api/matches', undefined, { token: person?.token })
      ).json();
      expect(matches).toMatchObject([{ id: match.id, otherUser: { id: other.userId } }]);
    }
  });

  it('lists several requests newest first and leaves out answered ones', async () => {
    const { him } = await couple(api);
    const first = await couple(api, 'Mere First');
    const second = await couple(api, 'Hana Second');
    const firstId = await sendRequest(api, first.her, him);
    const secondId = await sendRequest(api, second.her, him);
    const list = (
      await call(api, 'GET', '/api/matches/requests', undefined, { token: him.token })
    ).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([secondId, firstId]);
    await respond(him, secondId, false);
    const after = (
      await call(api, 'GET', '/api/matches/requests', undefined, { token: him.token })
    ).json();
    expect(after.map((r: { id: string }) => r.id)).toEqual([firstId]);
  });

  it('declines without a match and without telling anyone', async () => {
    const { her, him } = await couple(api);
    const requestId = await sendRequest(api, her, him);
    const herEvents = await listen(api, her.userId);
    const declined = await respond(him, requestId, false);
    expect([declined.statusCode, declined.json()]).toEqual([200, { success: true }]);
    const request = await api.db
      .selectFrom('match_requests')
      .select('status')
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('declined');
    expect(
      (await call(api, 'GET', '/api/matches', undefined, { token: him.token })).json(),
    ).toEqual([]);
    expect(
      (await call(api, 'GET', '/api/matches/requests', undefined, { token: him.token })).json(),
    ).toEqual([]);
    await caughtUp(api, her.userId, herEvents);
    expect(herEvents).toEqual([]);
  });

  it('answers 409 to a second answer, whichever it is', async () => {
    const { her, him } = await couple(api);
    const requestId = await sendRequest(api, her, him);
    expect((await respond(him, requestId, true)).statusCode).toBe(200);
    for (const accept of [true, false]) {
      const again = await respond(him, requestId, accept);
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { message: 'This request has already been answered.', code: 'CONFLICT' },
      ]);
    }
    const pair = [her.userId, him.userId];
    const matches = await api.db
      .selectFrom('matches')
      .select('id')
      .where('user_a', 'in', pair)
      .where('user_b', 'in', pair)
      .execute();
    expect(matches).toHaveLength(1);
  });

  it('answers 404 to the sender, a stranger and an unknown id, and leaves the request pending', async () => {
    const { her, him } = await couple(api);
    const stranger = (await couple(api)).him;
    const requestId = await sendRequest(api, her, him);
    const attempts = [
      [her, requestId],
      [stranger, requestId],
      [him, '00000000-0000-4000-8000-000000000000'],
    ] as const;
    for (const [person, id] of attempts) {
      const response = await respond(person, id, true);
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'Not found' }]);
    }
    const list = (
      await call(api, 'GET', '/api/matches/requests', undefined, { token: him.token })
    ).json();
    expect(list.map((r: { id: string }) => r.id)).toEqual([requestId]);
  });
});
