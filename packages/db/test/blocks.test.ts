import { describe, expect, it } from 'vitest';
import { blockUser, listBlocks, unblockUser } from '../src/queries/blocks.js';
import { readDeckCards } from '../src/queries/deck-page.js';
import { listDeck, replaceDeck } from '../src/queries/decks.js';
import { createMatch, findMatchBetween, unmatch } from '../src/queries/matches.js';
import { insertMessageOnce } from '../src/queries/messages.js';
import { listPastMatches } from '../src/queries/past-matches.js';
import { deckCompatibility } from '../src/testing-deck.js';
import { createPair, createPerson } from '../src/testing-people.js';
import { fileDatabase } from './support/file-database.js';
import { sees } from './support/visibility-check.js';

const test = fileDatabase();

const DAY = 24 * 60 * 60 * 1000;

async function deckOf(owner: string, candidates: string[]) {
  await replaceDeck(test.db, {
    userId: owner,
    entries: candidates.map((candidateId) => ({
      candidateId,
      score: 80,
      level: 'good',
      compatibility: deckCompatibility(80),
    })),
  });
}

async function endedRows() {
  return test.db.selectFrom('ended_matches').selectAll().orderBy('ended_at').execute();
}

describe('blockUser', () => {
  // The like check (a like either way refused) is packages/domain/test/matching/out-of-reach.test.ts.
  it('hides both from each other at once, in the deck build and the deck read', async () => {
    const { viewer: her, candidate: him } = await createPair(test.db);
    await deckOf(her, [him]);
    await deckOf(him, [her]);
    expect(await sees(test.db, her, him)).toBe(true);

    expect(await blockUser(test.db, { blockerId: her, blockedId: him })).toEqual({
      status: 'blocked',
      endedMatchId: null,
    });
    expect(await sees(test.db, her, him)).toBe(false);
    expect(await sees(test.db, him, her)).toBe(false);
    expect(await listDeck(test.db, her)).toEqual([]);
    expect(await listDeck(test.db, him)).toEqual([]);
  });

  it('drops a deck row a concurrent build wrote back, on the deck read', async () => {
    const { viewer: her, candidate: him } = await createPair(test.db);
    await blockUser(test.db, { blockerId: him, blockedId: her });
    await deckOf(her, [him]);
    expect(await readDeckCards(test.db, { userId: her })).toEqual([]);
  });

  it('ends their match as an unmatch by the blocker, and is idempotent', async () => {
    const { viewer: her, candidate: him } = await createPair(test.db);
    const match = await createMatch(test.db, { userId: her, otherUserId: him });
    await insertMessageOnce(test.db, {
      matchId: match.id,
      senderId: him,
      receiverId: her,
      content: 'Hi',
      clientMessageId: null,
    });
    const first = await blockUser(test.db, { blockerId: her, blockedId: him });
    expect(first).toEqual({ status: 'blocked', endedMatchId: match.id });
    expect(await findMatchBetween(test.db, { userId: her, otherUserId: him })).toBeNull();
    expect(await test.db.selectFrom('messages').selectAll().execute()).toEqual([]);
    const ended = (await endedRows()).filter((row) => row.match_id === match.id);
    expect(ended).toMatchObject([{ ended_by: her }]);
    expect(await blockUser(test.db, { blockerId: her, blockedId: him })).toEqual({
      status: 'blocked',
      endedMatchId: null,
    });
    expect(
      await test.db.selectFrom('blocks').selectAll().where('blocker_id', '=', her).execute(),
    ).toHaveLength(1);
  });

  it('finds nobody for oneself or an unknown id', async () => {
    const her = await createPerson(test.db);
    expect(await blockUser(test.db, { blockerId: her, blockedId: her })).toEqual({
      status: 'not_found',
    });
    expect(
      await blockUser(test.db, {
        blockerId: her,
        blockedId: '00000000-0000-4000-8000-000000000000',
      }),
    ).toEqual({ status: 'not_found' });
  });
});

describe('unblockUser and listBlocks', () => {
  it('lists the blocked people most recent first, and unblocking brings nothing back', async () => {
    const her = await createPerson(test.db);
    const first = await createPerson(test.db, { gender: 'Male', fullName: 'Nikau Reid' });
    const second = await createPerson(test.db, { gender: 'Male', fullName: 'Rawiri Walker' });
    const match = await createMatch(test.db, { userId: her, otherUserId: first });
    await blockUser(test.db, { blockerId: her, blockedId: first });
    await blockUser(test.db, { blockerId: her, blockedId: second });
    await test.db
      .updateTable('blocks')
      .set({ created_at: new Date(Date.now() - DAY) })
      .where('blocked_id', '=', first)
      .execute();

    const listed = await listBlocks(test.db, her);
    expect(listed).toEqual([
      {
        id: second,
        fullName: 'Rawiri Walker',
        profileImageUrl: `/uploads/profiles/${second}/0.webp`,
        blockedAt: expect.any(Date),
        blockedAtMicros: expect.stringMatching(/^\d+$/),
      },
      {
        id: first,
        fullName: 'Nikau Reid',
        profileImageUrl: `/uploads/profiles/${first}/0.webp`,
        blockedAt: expect.any(Date),
        blockedAtMicros: expect.stringMatching(/^\d+$/),
      },
    ]);
    expect(await listBlocks(test.db, first)).toEqual([]);

    expect(await unblockUser(test.db, { blockerId: her, blockedId: first })).toEqual({
      photoUrl: `/uploads/profiles/${first}/0.webp`,
    });
    expect(await unblockUser(test.db, { blockerId: her, blockedId: first })).toBeNull();
    expect((await listBlocks(test.db, her)).map((row) => row.id)).toEqual([second]);
    expect(await findMatchBetween(test.db, { userId: her, otherUserId: first })).toBeNull();
    expect((await listPastMatches(test.db, her, new Date())).map((row) => row.matchId)).toEqual([
      match.id,
    ]);
  });
});

describe('people out of standing', () => {
  it('hides a suspended or banned person from everyone, and lets them back once it ends', async () => {
    const { viewer: her, candidate: him } = await createPair(test.db);
    await deckOf(her, [him]);
    const setStanding = (standing: { suspended_until?: Date | null; banned_at?: Date | null }) =>
      test.db.updateTable('users').set(standing).where('id', '=', him).execute();

    await setStanding({ suspended_until: new Date(Date.now() + DAY) });
    expect(await sees(test.db, her, him)).toBe(false);
    expect(await sees(test.db, him, her)).toBe(false);
    expect(await readDeckCards(test.db, { userId: her })).toEqual([]);

    await setStanding({ suspended_until: new Date(Date.now() - 1000) });
    expect(await sees(test.db, her, him)).toBe(true);
    expect((await readDeckCards(test.db, { userId: her })).map((entry) => entry.userId)).toEqual([
      him,
    ]);

    await setStanding({ banned_at: new Date() });
    expect(await sees(test.db, her, him)).toBe(false);
    expect(await readDeckCards(test.db, { userId: her })).toEqual([]);
  });
});

describe('listPastMatches', () => {
  it('lists matches ended in the last 90 days, most recent first, by unmatch or block', async () => {
    const her = await createPerson(test.db);
    const man = (fullName: string) => createPerson(test.db, { gender: 'Male', fullName });
    const matchOf = async (other: string) =>
      (await createMatch(test.db, { userId: her, otherUserId: other })).id;
    const unmatched = await man('Unmatched');
    const blockedByHer = await man('Blocked');
    const old = await man('Old');
    const blockedHer = await man('Blocker');
    const deleted = await man('Deleted');
    const m1 = await matchOf(unmatched);
    const m2 = await matchOf(blockedByHer);
    const m3 = await matchOf(old);
    const m4 = await matchOf(blockedHer);
    const m5 = await matchOf(deleted);
    const matchedAt = (
      await test.db
        .selectFrom('matches')
        .select('created_at')
        .where('id', '=', m1)
        .executeTakeFirstOrThrow()
    ).created_at;
    expect(await unmatch(test.db, { matchId: m1, userId: unmatched })).toEqual({
      otherUserId: her,
    });
    await blockUser(test.db, { blockerId: her, blockedId: blockedByHer });
    await unmatch(test.db, { matchId: m3, userId: her });
    await blockUser(test.db, { blockerId: blockedHer, blockedId: her });
    await unmatch(test.db, { matchId: m5, userId: her });
    await test.db.deleteFrom('users').where('id', '=', deleted).execute();

    const now = new Date();
    const setEnded = (matchId: string, daysAgo: number) =>
      test.db
        .updateTable('ended_matches')
        .set({ ended_at: new Date(now.getTime() - daysAgo * DAY) })
        .where('match_id', '=', matchId)
        .execute();
    await setEnded(m1, 2);
    await setEnded(m2, 1);
    await setEnded(m3, 90);
    expect(await listPastMatches(test.db, her, now)).toEqual([
      {
        matchId: m2,
        otherUserId: blockedByHer,
        otherFullName: 'Blocked',
        otherProfileImageUrl: `/uploads/profiles/${blockedByHer}/0.webp`,
        matchedAt: expect.any(Date),
        endedAt: new Date(now.getTime() - DAY),
      },
      {
        matchId: m1,
        otherUserId: unmatched,
        otherFullName: 'Unmatched',
        otherProfileImageUrl: `/uploads/profiles/${unmatched}/0.webp`,
        matchedAt,
        endedAt: new Date(now.getTime() - 2 * DAY),
      },
    ]);
    // Just inside the cutoff it is still there; the other side sees the matches too.
    await setEnded(m3, 89.99);
    expect((await listPastMatches(test.db, her, now)).map((row) => row.matchId)).toEqual([
      m2,
      m1,
      m3,
    ]);
    expect((await listPastMatches(test.db, unmatched, now)).map((row) => row.matchId)).toEqual([
      m1,
    ]);
    // The one who blocked her keeps it, to report from.
    expect((await listPastMatches(test.db, blockedHer, now)).map((row) => row.matchId)).toEqual([
      m4,
    ]);
  });
});
