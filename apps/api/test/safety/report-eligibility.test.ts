import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/call.js';
import { couple, matchedCouple, sendRequest } from '../support/matched-couple.js';
import { type Person, signedInPerson } from '../support/people.js';
import { blockedIds, blockPerson, reportPerson, reportsMadeBy } from '../support/safety-calls.js';
import { startTestApi, type TestApi } from '../support/test-api.js';

// docs/ARCHITECTURE.md "Blocks, past matches and reports": who may be reported. Only someone the
// reporter has met (shown, asked, matched, chatted with), and a block of their own does not count
// as having met.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const report = (by: Person, body: Record<string, unknown>) => reportPerson(api, by, body);
const blockedBy = (person: Person) => blockedIds(api, person);

describe('POST /api/reports', () => {
  it('reports anyone the reporter was shown, asked, matched or chatted with', async () => {
    // Shown: in the reporter's deck.
    const shown = await couple(api, 'Kiri Shown', 'Tama Shown');
    const deck = await call(api, 'GET', '/api/matches/potential', undefined, {
      token: shown.her.token,
    });
    expect(deck.json().map((candidate: { userId: string }) => candidate.userId)).toContain(
      shown.him.userId,
    );
    // Asked: he liked her, and she never saw him.
    const asked = await couple(api, 'Kiri Asked', 'Tama Asked');
    await sendRequest(api, asked.him, asked.her);
    // Matched, then unmatched by him: a past match.
    const past = await matchedCouple(api);
    await call(api, 'DELETE', `/api/matches/${past.matchId}/unmatch`, undefined, {
      token: past.him.token,
    });
    for (const [reporter, reported, matchId] of [
      [shown.her, shown.him, undefined],
      [asked.her, asked.him, undefined],
      [past.her, past.him, past.matchId],
    ] as const) {
      const response = await report(reporter, { userId: reported.userId, matchId });
      expect(response.statusCode).toBe(201);
      expect(await blockedBy(reporter)).toEqual([reported.userId]);
    }
  });

  it('answers 404 for strangers, oneself, unknown people and a match of someone else', async () => {
    const { her, him, matchId } = await matchedCouple(api);
    const stranger = await signedInPerson(api.db, { gender: 'Male', fullName: 'Stranger' });
    const other = await matchedCouple(api);
    for (const body of [
      { userId: stranger.userId },
      { userId: her.userId },
      { userId: randomUUID() },
      { userId: him.userId, matchId: other.matchId },
      { userId: him.userId, matchId: randomUUID() },
    ]) {
      const response = await report(her, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
    // The stranger cannot report her either, even knowing the match id.
    expect((await report(stranger, { userId: her.userId, matchId })).statusCode).toBe(404);
    expect((await report(her, { userId: him.userId, category: 'rude' })).statusCode).toBe(400);
    expect((await report(her, { userId: him.userId, details: 'x'.repeat(1001) })).statusCode).toBe(
      400,
    );
    const stored = await api.db
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', 'in', [her.userId, stranger.userId])
      .execute();
    expect(stored).toEqual([]);
    expect(await blockedBy(her)).toEqual([]);
    expect(
      (await call(api, 'GET', '/api/matches', undefined, { token: her.token })).json(),
    ).toHaveLength(1);
  });
});

describe('POST /api/reports against flooding', () => {
  const reportsBy = (person: Person) => reportsMadeBy(api, person);

  it("does not count the reporter's own block as having met: a blocked stranger is not found", async () => {
    const her = await signedInPerson(api.db, { fullName: 'Aroha Blocker' });
    const stranger = await signedInPerson(api.db, { gender: 'Male', fullName: 'Never Met' });
    // The block itself stays possible (that is the blocks side); the report after it is not.
    await api.db
      .insertInto('blocks')
      .values({ blocker_id: her.userId, blocked_id: stranger.userId, blocked_name: 'Never Met' })
      .execute();
    const response = await report(her, { userId: stranger.userId, category: 'underage' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
    expect(await reportsBy(her)).toEqual([]);
  });

  it('still reports someone met before the reporter blocked them: a past match, a like either way', async () => {
    const past = await matchedCouple(api);
    const liked = await couple(api, 'Kiri Liked', 'Tama Liker');
    await sendRequest(api, liked.him, liked.her);
    for (const [reporter, reported] of [
      [past.her, past.him],
      [liked.her, liked.him],
    ] as const) {
      const blocked = await blockPerson(api, reporter, reported.userId);
      expect(blocked.statusCode).toBe(201);
      const response = await report(reporter, { userId: reported.userId });
      expect(response.statusCode).toBe(201);
      expect(await reportsBy(reporter)).toEqual([
        { reported_id: reported.userId, category: 'spam' },
      ]);
    }
  });
});
