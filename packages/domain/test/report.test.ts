import { type BusEvent, userChannel } from '@starmatch/contracts/bus-events';
import { listBlocks } from '@starmatch/db/queries/blocks';
import { listReportPhotos } from '@starmatch/db/queries/evidence-photos';
import { createMatch } from '@starmatch/db/queries/matches';
import { insertMessageOnce } from '@starmatch/db/queries/messages';
import type { TestDatabase } from '@starmatch/db/testing';
import { bornAged, createPerson } from '@starmatch/db/testing-people';
import type { Messaging } from '@starmatch/messaging/create-messaging';
import { describe, expect, it, vi } from 'vitest';
import type { DomainContext } from '../src/context.js';
import { report } from '../src/safety/report.js';
import { useCaseContextPerFile } from './support/use-case-context.js';

// Who may report whom and what a report keeps (docs/ARCHITECTURE.md "Blocks, past matches and
// reports"), driven through the use case against a real database.

let now = new Date();
let test: TestDatabase;
let messaging: Messaging;
let ctx: DomainContext;
useCaseContextPerFile((context) => ({ test, ctx, messaging } = context), { now: () => now });

const noPhotos = async () => [];

async function twoPeople() {
  return {
    her: await createPerson(test.db, { fullName: 'Aroha Ngata' }),
    him: await createPerson(test.db, { gender: 'Male', fullName: 'Nikau Reid', age: 32 }),
  };
}

function reportOf(reporterId: string, reportedId: string, matchId?: string) {
  now = new Date();
  return report(ctx, {
    reporterId,
    reportedId,
    category: 'harassment',
    matchId,
    copyPhotos: noPhotos,
  });
}

/** The frames one person's sockets hear from now on. */
async function listen(userId: string): Promise<BusEvent[]> {
  const heard: BusEvent[] = [];
  await messaging.bus.subscribe(userChannel(userId), (frame) => {
    heard.push(frame as BusEvent);
  });
  return heard;
}

describe('report', () => {
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
    now = new Date();
    const heard = await listen(her);
    const created = await report(ctx, {
      reporterId: her,
      reportedId: him,
      category: 'harassment',
      details: 'He would not stop',
      matchId: match.id,
      copyPhotos: async (photos) =>
        photos.map((photo) => ({
          position: photo.position,
          contentType: 'image/webp',
          bytes: new Uint8Array([1, 2, photo.position]),
        })),
    });
    if (created.outcome !== 'reported') throw new Error(created.outcome);
    // The match the report's block ended: kept as ended by her, and her tabs hear of it.
    expect(
      await test.db
        .selectFrom('ended_matches')
        .select(['match_id', 'ended_by'])
        .where('match_id', '=', match.id)
        .execute(),
    ).toEqual([{ match_id: match.id, ended_by: her }]);
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'unmatched', matchId: match.id }]));
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
    expect(await reportOf(her, him)).toEqual({ outcome: 'not_found' });
    expect(await reportOf(her, her)).toEqual({ outcome: 'not_found' });
    await createMatch(test.db, { userId: her, otherUserId: him });
    expect(await reportOf(her, him, theirs.id)).toEqual({ outcome: 'not_found' });
    expect(await reportOf(her, him, '00000000-0000-4000-8000-000000000000')).toEqual({
      outcome: 'not_found',
    });
    const reports = await test.db
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', '=', her)
      .execute();
    expect(reports).toEqual([]);
    expect(await listBlocks(test.db, her)).toEqual([]);
    expect(await reportOf(her, him)).toMatchObject({ outcome: 'reported' });
  });
});
