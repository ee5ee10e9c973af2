import { replaceDeck } from '@starmatch/db/queries/decks';
import { deckCompatibility } from '@starmatch/db/testing-deck';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { acceptRequest, couple, likePerson, sendRequest } from '../support/matched-couple.js';
import type { Person } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

// Pausing an account (docs/PRODUCT.md "Pausing your account"): out of every deck at once and no
// new requests; matches and chats go on; resuming puts the person back as quickly.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const pause = (person: Person) => call(api, 'POST', '/api/user/pause', undefined, person);
const resume = (person: Person) => call(api, 'DELETE', '/api/user/pause', undefined, person);

async function deckIds(viewer: Person): Promise<string[]> {
  const response = await call(api, 'GET', '/api/matches/potential', undefined, viewer);
  expect(response.statusCode).toBe(200);
  return response.json().map((candidate: { userId: string }) => candidate.userId);
}

/** Her deck holds him, as a build would have left it. */
async function deckWith(viewer: Person, candidate: Person): Promise<void> {
  await replaceDeck(api.db, {
    userId: viewer.userId,
    entries: [
      {
        candidateId: candidate.userId,
        score: 90,
        level: 'excellent',
        compatibility: deckCompatibility(90),
      },
    ],
  });
  await api.db
    .insertInto('deck_builds')
    .values({ user_id: viewer.userId, visible: 1, kept: 1 })
    .execute();
}

describe('POST and DELETE /api/user/pause', () => {
  it('answers 401 without a session', async () => {
    expect((await call(api, 'POST', '/api/user/pause')).statusCode).toBe(401);
    expect((await call(api, 'DELETE', '/api/user/pause')).statusCode).toBe(401);
  });

  it('takes him out of her deck at once, and puts him back at once on resume', async () => {
    const { her, him } = await couple(api);
    await deckWith(her, him);
    expect(await deckIds(her)).toEqual([him.userId]);

    const paused = await pause(him);
    expect(paused.statusCode).toBe(200);
    const pausedAt = paused.json().pausedAt;
    expect(new Date(pausedAt).toISOString()).toBe(pausedAt);
    expect(paused.json()).toMatchObject({ id: him.userId, hasProfile: true });
    expect(await deckIds(her)).toEqual([]);
    // Pausing again keeps the first time; the current user says so too.
    expect((await pause(him)).json().pausedAt).toBe(pausedAt);
    const current = await call(api, 'GET', '/api/auth/user', undefined, him);
    expect(current.json().pausedAt).toBe(pausedAt);

    const resumed = await resume(him);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().pausedAt).toBeNull();
    expect(await deckIds(her)).toEqual([him.userId]);
    // Resuming when not paused is fine.
    expect((await resume(him)).json().pausedAt).toBeNull();
  });

  it('lets no new request reach him while paused, nor lets him send one', async () => {
    const { her, him } = await couple(api, 'Aroha Liking', 'Nikau Away');
    await pause(him);
    const like = await likePerson(api, her, him.userId);
    expect(like.statusCode).toBe(404);
    expect(like.json()).toEqual({ message: 'Not found' });
    expect((await likePerson(api, him, her.userId)).statusCode).toBe(404);
    const requests = await api.db
      .selectFrom('match_requests')
      .select('id')
      .where((eb) => eb.or([eb('from_user', '=', him.userId), eb('to_user', '=', him.userId)]))
      .execute();
    expect(requests).toEqual([]);
    await resume(him);
    expect((await likePerson(api, her, him.userId)).json().message).toBe('Match request sent');
  });

  it('keeps matches and chats going while paused, both ways', async () => {
    const { her, him } = await couple(api, 'Aroha Paused', 'Nikau Chatting');
    const matchId = await acceptRequest(api, her, await sendRequest(api, him, her));
    await pause(her);
    const send = (from: Person, to: Person, content: string) =>
      call(
        api,
        'POST',
        '/api/messages',
        { matchId, receiverId: to.userId, content, messageType: 'text' },
        from,
      );
    expect((await send(him, her, 'Still on for Saturday?')).statusCode).toBe(201);
    expect((await send(her, him, 'Yes! Taking a break from new people.')).statusCode).toBe(201);
    const matches = await call(api, 'GET', '/api/matches', undefined, her);
    expect(matches.json().map((match: { id: string }) => match.id)).toEqual([matchId]);
    const messages = await call(api, 'GET', `/api/messages/${matchId}`, undefined, her);
    expect(messages.statusCode).toBe(200);
  });
});
