import { UNDO_PASS_MESSAGES } from '@starmatch/contracts/undo-pass';
import { type DeckEntryInput, replaceDeck } from '@starmatch/db/queries/decks';
import { deckCompatibility } from '@starmatch/db/testing-deck';
import { createPerson } from '@starmatch/db/testing-people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { answerRequest } from '../support/matched-couple.js';
import { type Person, signedInPerson } from '../support/people.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

let towns = 0;

/**
 * A woman whose deck holds `people` men (ranked by the scores given, best first), all of a town
 * of their own, so nobody from another test turns up in her deck.
 */
async function viewerWithDeck(scores: number[]) {
  towns += 1;
  const city = `Undo Town ${towns}`;
  const viewer = await signedInPerson(api.db, {
    gender: 'Female',
    fullName: 'Aroha Ngata',
    city,
    preferredCities: [city],
  });
  const men = [];
  for (const [index, score] of scores.entries()) {
    men.push({
      score,
      userId: await createPerson(api.db, {
        gender: 'Male',
        fullName: `Man ${index + 1} Tane`,
        city,
        preferredCities: [city],
      }),
    });
  }
  const entries: DeckEntryInput[] = men.map(({ userId, score }) => ({
    candidateId: userId,
    score,
    level: 'good',
    compatibility: deckCompatibility(score),
  }));
  await replaceDeck(api.db, { userId: viewer.userId, entries });
  await api.db
    .insertInto('deck_builds')
    .values({ user_id: viewer.userId, visible: entries.length, kept: entries.length })
    .execute();
  return { viewer, men: men.map((man) => man.userId), city };
}

function deck(token: string) {
  return call(api, 'GET', '/api/matches/potential', undefined, { token });
}

async function deckIds(token: string): Promise<string[]> {
  const response = await deck(token);
  expect(response.statusCode).toBe(200);
  return (response.json() as Array<{ userId: string }>).map((card) => card.userId);
}

function decide(token: string, targetUserId: string, isLike: boolean) {
  return call(api, 'POST', '/api/matches/like', { targetUserId, isLike }, { token });
}

function undo(token: string | undefined, targetUserId: string) {
  return call(api, 'POST', '/api/matches/undo-pass', { targetUserId }, { token });
}

async function expectRefused(token: string, targetUserId: string, message: string) {
  const response = await undo(token, targetUserId);
  expect([response.statusCode, response.json()]).toEqual([409, { message, code: 'CONFLICT' }]);
}

/** What an undo could change: the decisions, the requests and the front of the deck. */
async function stateOf(viewer: Person, other: string) {
  const decisions = await api.db
    .selectFrom('decisions')
    .select(['to_user', 'is_like'])
    .where('from_user', '=', viewer.userId)
    .orderBy('to_user')
    .execute();
  const requests = await api.db
    .selectFrom('match_requests')
    .select(['id', 'status'])
    .where('from_user', '=', other)
    .where('to_user', '=', viewer.userId)
    .execute();
  const last = await api.db
    .selectFrom('last_decisions')
    .select(['candidate_id', 'is_like', 'undone_at'])
    .where('user_id', '=', viewer.userId)
    .executeTakeFirst();
  return { decisions, requests, last };
}

describe('POST /api/matches/undo-pass', () => {
  it('answers 401 without a session and 400 for a bad id', async () => {
    const { viewer, men } = await viewerWithDeck([80]);
    expect((await undo(undefined, men[0] as string)).statusCode).toBe(401);
    const bad = await undo(viewer.token, 'nikau');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Must be a valid id');
  });

  it('brings the passed person back as their deck card, first in the next deck read', async () => {
    const { viewer, men } = await viewerWithDeck([98, 70, 60]);
    const [best, passed, third] = men as [string, string, string];
    const before = (await deck(viewer.token)).json() as Array<{ userId: string }>;
    expect(before.map((card) => card.userId)).toEqual([best, passed, third]);
    expect((await decide(viewer.token, passed, false)).json().outcome).toBe('passed');
    expect(await deckIds(viewer.token)).toEqual([best, third]);

    const response = await undo(viewer.token, passed);
    expect(response.statusCode).toBe(200);
    // The card is the deck's, as it was before the pass: same score, same everything.
    expect(response.json()).toEqual({ candidate: before[1], requestRestored: false });
    const decisions = await api.db
      .selectFrom('decisions')
      .selectAll()
      .where('from_user', '=', viewer.userId)
      .execute();
    expect(decisions).toEqual([]);
    // Ahead of a better score, and only once.
    expect(await deckIds(viewer.token)).toEqual([passed, best, third]);
    expect(await deckIds(viewer.token)).toEqual([passed, best, third]);
  });

  it('leaves the front once the person is decided about again, and a new pass may be undone', async () => {
    const { viewer, men } = await viewerWithDeck([98, 70]);
    const [best, passed] = men as [string, string];
    await decide(viewer.token, passed, false);
    expect((await undo(viewer.token, passed)).statusCode).toBe(200);
    await decide(viewer.token, passed, false);
    expect(await deckIds(viewer.token)).toEqual([best]);
    expect((await undo(viewer.token, passed)).statusCode).toBe(200);
    expect(await deckIds(viewer.token)).toEqual([passed, best]);
    expect((await decide(viewer.token, passed, true)).json().outcome).toBe('request_sent');
    expect(await deckIds(viewer.token)).toEqual([best]);
  });

  it('puts back to pending the match request the pass declined', async () => {
    const { viewer, men } = await viewerWithDeck([90]);
    const suitor = men[0] as string;
    const request = await api.db
      .insertInto('match_requests')
      .values({ from_user: suitor, to_user: viewer.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await decide(viewer.token, suitor, false);
    expect((await stateOf(viewer, suitor)).requests).toEqual([
      { id: request.id, status: 'declined' },
    ]);
    const response = await undo(viewer.token, suitor);
    expect(response.statusCode).toBe(200);
    expect(response.json().requestRestored).toBe(true);
    const responded = await api.db
      .selectFrom('match_requests')
      .select(['status', 'responded_at'])
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(responded).toEqual({ status: 'pending', responded_at: null });
    const waiting = await call(api, 'GET', '/api/matches/requests', undefined, {
      token: viewer.token,
    });
    expect(waiting.json().map((r: { id: string }) => r.id)).toEqual([request.id]);
    expect(await deckIds(viewer.token)).toEqual([suitor]);
  });

  it('refuses a second undo and changes nothing', async () => {
    const { viewer, men } = await viewerWithDeck([90, 80]);
    const [first, second] = men as [string, string];
    await decide(viewer.token, first, false);
    await decide(viewer.token, second, false);
    expect((await undo(viewer.token, second)).statusCode).toBe(200);
    const after = await stateOf(viewer, second);
    await expectRefused(viewer.token, second, UNDO_PASS_MESSAGES.alreadyUndone);
    // The earlier pass is not the latest decision: Undo goes back one step, never two.
    await expectRefused(viewer.token, first, UNDO_PASS_MESSAGES.notLast);
    expect(await stateOf(viewer, second)).toEqual(after);
    expect(await deckIds(viewer.token)).toEqual([second]);
  });

  it('refuses after a like, and a like itself', async () => {
    const { viewer, men } = await viewerWithDeck([90, 80]);
    const [passed, liked] = men as [string, string];
    await decide(viewer.token, passed, false);
    await decide(viewer.token, liked, true);
    const before = await stateOf(viewer, passed);
    await expectRefused(viewer.token, passed, UNDO_PASS_MESSAGES.notLast);
    await expectRefused(viewer.token, liked, UNDO_PASS_MESSAGES.notAPass);
    expect(await stateOf(viewer, passed)).toEqual(before);
    expect(before.decisions).toHaveLength(2);
  });

  it('refuses with nothing to undo', async () => {
    const { viewer, men } = await viewerWithDeck([90]);
    await expectRefused(viewer.token, men[0] as string, UNDO_PASS_MESSAGES.nothingToUndo);
    expect(await stateOf(viewer, men[0] as string)).toEqual({
      decisions: [],
      requests: [],
      last: undefined,
    });
  });

  it('refuses, changing nothing, when the person was blocked, suspended or matched since', async () => {
    const { viewer, men } = await viewerWithDeck([90, 80, 70]);
    const [blocker, suspended, matched] = men as [string, string, string];
    const declinedBy = async (target: string) => {
      await api.db
        .insertInto('match_requests')
        .values({ from_user: target, to_user: viewer.userId })
        .execute();
      await decide(viewer.token, target, false);
    };

    await declinedBy(blocker);
    await api.db
      .insertInto('blocks')
      .values({ blocker_id: blocker, blocked_id: viewer.userId, blocked_name: 'Viewer' })
      .execute();
    const blocked = await stateOf(viewer, blocker);
    await expectRefused(viewer.token, blocker, UNDO_PASS_MESSAGES.notVisible);
    expect(await stateOf(viewer, blocker)).toEqual(blocked);
    expect(blocked.requests).toMatchObject([{ status: 'declined' }]);
    expect(blocked.last).toMatchObject({ candidate_id: blocker, is_like: false, undone_at: null });

    await declinedBy(suspended);
    await api.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() + 86_400_000) })
      .where('id', '=', suspended)
      .execute();
    const out = await stateOf(viewer, suspended);
    await expectRefused(viewer.token, suspended, UNDO_PASS_MESSAGES.notVisible);
    expect(await stateOf(viewer, suspended)).toEqual(out);

    // Matched since: he asked after her pass, and she accepted from her requests.
    await decide(viewer.token, matched, false);
    const request = await api.db
      .insertInto('match_requests')
      .values({ from_user: matched, to_user: viewer.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accepted = await answerRequest(api, viewer, request.id);
    expect(accepted.statusCode).toBe(200);
    const together = await stateOf(viewer, matched);
    await expectRefused(viewer.token, matched, UNDO_PASS_MESSAGES.notVisible);
    expect(await stateOf(viewer, matched)).toEqual(together);
    expect(await deckIds(viewer.token)).toEqual([]);
  });
});
