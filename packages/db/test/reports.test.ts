import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockUser, listBlocks } from '../src/queries/blocks.js';
import { replaceDeck } from '../src/queries/decks.js';
import { listReportPhotos } from '../src/queries/evidence-photos.js';
import { haveMet } from '../src/queries/have-met.js';
import { createMatch, unmatch } from '../src/queries/matches.js';
import { insertMessageOnce } from '../src/queries/messages.js';
import { createReport } from '../src/queries/reports.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { deckCompatibility } from '../src/testing-deck.js';
import { bornAged, createPerson } from '../src/testing-people.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.destroy();
});

const noPhotos = async () => [];

async function twoPeople() {
  return {
    her: await createPerson(test.db, { fullName: 'Aroha Ngata' }),
    him: await createPerson(test.db, { gender: 'Male', fullName: 'Nikau Reid', age: 32 }),
  };
}

function report(reporterId: string, reportedId: string, matchId?: string) {
  return createReport(test.db, {
    reporterId,
    reportedId,
    category: 'harassment',
    matchId,
    now: new Date(),
    copyPhotos: noPhotos,
  });
}

describe('haveMet', () => {
  it('holds for each way two people can have met, and for nobody else', async () => {
    const cases: Array<[string, (her: string, him: string) => Promise<unknown>]> = [
      [
        'in her deck',
        (her, him) =>
          replaceDeck(test.db, {
            userId: her,
            entries: [
              { candidateId: him, score: 1, level: 'good', compatibility: deckCompatibility(1) },
            ],
          }),
      ],
      [
        'she swiped',
        (her, him) =>
          test.db
            .insertInto('swipes')
            .values({ from_user: her, to_user: him, is_like: false })
            .execute(),
      ],
      [
        'he swiped',
        (her, him) =>
          test.db
            .insertInto('swipes')
            .values({ from_user: him, to_user: her, is_like: true })
            .execute(),
      ],
      [
        'his request',
        (her, him) =>
          test.db.insertInto('match_requests').values({ from_user: him, to_user: her }).execute(),
      ],
      ['a match', (her, him) => createMatch(test.db, { userId: her, otherUserId: him })],
      [
        'an ended match',
        async (her, him) => {
          const match = await createMatch(test.db, { userId: her, otherUserId: him });
          await unmatch(test.db, { matchId: match.id, userId: him });
        },
      ],
    ];
    for (const [label, meet] of cases) {
      const { her, him } = await twoPeople();
      expect(await haveMet(test.db, her, him), label).toBe(false);
      await meet(her, him);
      expect(await haveMet(test.db, her, him), label).toBe(true);
    }
    // Being in his deck is not having been shown him.
    const { her, him } = await twoPeople();
    await replaceDeck(test.db, {
      userId: him,
      entries: [{ candidateId: her, score: 1, level: 'good', compatibility: deckCompatibility(1) }],
    });
    expect(await haveMet(test.db, her, him)).toBe(false);
  });

  it('does not count her own block, and keeps what they had before it (her like, their ended match)', async () => {
    const stranger = await twoPeople();
    await blockUser(test.db, { blockerId: stranger.her, blockedId: stranger.him });
    expect(await haveMet(test.db, stranger.her, stranger.him)).toBe(false);

    const liked = await twoPeople();
    await test.db
      .insertInto('swipes')
      .values({ from_user: liked.her, to_user: liked.him, is_like: true })
      .execute();
    const matched = await twoPeople();
    await createMatch(test.db, { userId: matched.her, otherUserId: matched.him });
    for (const pair of [liked, matched]) {
      await blockUser(test.db, { blockerId: pair.her, blockedId: pair.him });
      expect(await haveMet(test.db, pair.her, pair.him)).toBe(true);
    }
  });
});

describe('createReport', () => {
  it('keeps the evidence, copies the photos and blocks, in one go', async () => {
    const { her, him } = await twoPeople();
    const match = await createMatch(test.db, { userId: her, otherUserId: him });
    for (const [sender, receiver, content] of [
      [him, her, 'Hello'],
      [her, him, 'Hi'],
      [him, her, 'Something nasty'],
    ] as const) {
      await insertMessageOnce(test.db, {
        matchId: match.id,
        senderId: sender,
        receiverId: receiver,
        content,
        clientMessageId: null,
      });
    }
    const now = new Date();
    const created = await createReport(test.db, {
      reporterId: her,
      reportedId: him,
      category: 'harassment',
      details: 'He would not stop',
      matchId: match.id,
      now,
      copyPhotos: async (photos) =>
        photos.map((photo) => ({
          position: photo.position,
          contentType: 'image/webp',
          bytes: new Uint8Array([1, 2, photo.position]),
        })),
    });
    if (created.status !== 'created') throw new Error(created.status);
    expect(created.endedMatchId).toBe(match.id);
    const row = await test.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', created.reportId)
      .executeTakeFirstOrThrow();
    const user = await test.db
      .selectFrom('users')
      .select(['email', 'date_of_birth'])
      .where('id', '=', him)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reporter_id: her,
      reporter_name: 'Aroha Ngata',
      reported_id: him,
      reported_name: 'Nikau Reid',
      reported_email: user.email,
      category: 'harassment',
      details: 'He would not stop',
      match_id: match.id,
      status: 'open',
    });
    expect(user.date_of_birth).toBe(bornAged(32));
    expect(row.evidence).toEqual({
      takenAt: now.toISOString(),
      profile: {
        fullName: 'Nikau Reid',
        age: 32,
        gender: 'Male',
        zodiacSign: 'capricorn',
        location: 'Auckland, Auckland',
        bio: 'Loves the outdoors and good coffee.',
      },
      photos: [],
      messages: [
        { fromReported: true, content: 'Hello', createdAt: expect.any(String) },
        { fromReported: false, content: 'Hi', createdAt: expect.any(String) },
        { fromReported: true, content: 'Something nasty', createdAt: expect.any(String) },
      ],
    });
    const photos = await listReportPhotos(test.db, created.reportId);
    expect(photos.map((photo) => [photo.position, [...photo.bytes]])).toEqual([[0, [1, 2, 0]]]);
    expect((await listBlocks(test.db, her)).map((blocked) => blocked.id)).toEqual([him]);
    expect(
      await test.db.selectFrom('messages').selectAll().where('match_id', '=', match.id).execute(),
    ).toEqual([]);
  });

  it('refuses strangers, oneself, and a match that is not theirs, storing nothing', async () => {
    const { her, him } = await twoPeople();
    const other = await createPerson(test.db, { gender: 'Male' });
    const theirs = await createMatch(test.db, { userId: her, otherUserId: other });
    expect(await report(her, him)).toEqual({ status: 'not_found' });
    expect(await report(her, her)).toEqual({ status: 'not_found' });
    await createMatch(test.db, { userId: her, otherUserId: him });
    expect(await report(her, him, theirs.id)).toEqual({ status: 'not_found' });
    expect(await report(her, him, '00000000-0000-4000-8000-000000000000')).toEqual({
      status: 'not_found',
    });
    const reports = await test.db
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', '=', her)
      .execute();
    expect(reports).toEqual([]);
    expect(await listBlocks(test.db, her)).toEqual([]);
    expect(await report(her, him)).toMatchObject({ status: 'created' });
  });
});
