import { PAST_MATCHES_DAYS } from '@starmatch/contracts/safety-limits';
import { createMatch } from '@starmatch/db/queries/matches';
import { insertMessageOnce } from '@starmatch/db/queries/messages';
import type { TestDatabase } from '@starmatch/db/testing';
import { createPerson } from '@starmatch/db/testing-people';
import { describe, expect, it } from 'vitest';
import { deleteAccount } from '../../src/accounts/delete-account.js';
import type { DomainContext } from '../../src/context.js';
import { endMatch } from '../../src/matching/end-match.js';
import { report } from '../../src/safety/report.js';
import { useCaseContextPerFile } from '../support/use-case-context.js';

// A report made from Past matches after an unmatch carries the conversation the unmatch hid
// (docs/ARCHITECTURE.md "Blocks, past matches and reports"), on a clock moved days ahead.

let now = new Date();
let test: TestDatabase;
let ctx: DomainContext;
useCaseContextPerFile((context) => ({ test, ctx } = context), { now: () => now });

const DAY = 24 * 60 * 60 * 1000;

/** Two people who matched and wrote `count` messages, him first, then he unmatched. */
async function unmatchedAfter(count: number) {
  const her = await createPerson(test.db, { fullName: 'Aroha Ngata' });
  const him = await createPerson(test.db, { gender: 'Male', fullName: 'Nikau Reid', age: 32 });
  const match = await createMatch(test.db, { userId: her, otherUserId: him });
  const sent = [];
  for (let index = 1; index <= count; index += 1) {
    const fromHim = index % 2 === 1;
    const { message } = await insertMessageOnce(test.db, {
      matchId: match.id,
      senderId: fromHim ? him : her,
      receiverId: fromHim ? her : him,
      content: `Message ${index}`,
      clientMessageId: null,
    });
    sent.push({
      fromReported: fromHim,
      content: message.content,
      createdAt: message.created_at.toISOString(),
    });
  }
  now = new Date();
  expect(await endMatch(ctx, { matchId: match.id, userId: him })).toEqual({ outcome: 'ended' });
  return { her, him, matchId: match.id, sent };
}

async function reportAt(
  daysLater: number,
  reporterId: string,
  reportedId: string,
  matchId: string,
) {
  now = new Date(Date.now() + daysLater * DAY);
  const result = await report(ctx, {
    reporterId,
    reportedId,
    category: 'harassment',
    matchId,
    copyPhotos: async () => [],
  });
  if (result.outcome !== 'reported') throw new Error(`not reported: ${result.outcome}`);
  return result.reportId;
}

async function evidenceMessages(reportId: string) {
  const row = await test.db
    .selectFrom('reports')
    .select('evidence')
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
  return row.evidence.messages;
}

describe('a report after an unmatch', () => {
  it('carries the last 100 messages of the hidden conversation, and keeps them past his deletion', async () => {
    const { her, him, matchId, sent } = await unmatchedAfter(105);
    const reportId = await reportAt(PAST_MATCHES_DAYS - 1, her, him, matchId);
    const lastHundred = sent.slice(5);
    expect(lastHundred[0]?.content).toBe('Message 6');
    expect(await evidenceMessages(reportId)).toEqual(lastHundred);

    expect(await deleteAccount(ctx, { userId: him })).toEqual({ outcome: 'deleted' });
    expect(await evidenceMessages(reportId)).toEqual(lastHundred);
    const kept = await test.db
      .selectFrom('kept_messages')
      .select('id')
      .where('match_id', '=', matchId)
      .execute();
    expect(kept).toHaveLength(105);
  });

  it('carries none once the match has left Past matches', async () => {
    const { her, him, matchId } = await unmatchedAfter(3);
    const reportId = await reportAt(PAST_MATCHES_DAYS + 1, her, him, matchId);
    expect(await evidenceMessages(reportId)).toEqual([]);
  });

  it('keeps the conversation of a match that an account deletion ends', async () => {
    const her = await createPerson(test.db, { fullName: 'Aroha Ngata' });
    const him = await createPerson(test.db, { gender: 'Male', fullName: 'Nikau Reid' });
    const match = await createMatch(test.db, { userId: her, otherUserId: him });
    await insertMessageOnce(test.db, {
      matchId: match.id,
      senderId: him,
      receiverId: her,
      content: 'Kia ora',
      clientMessageId: null,
    });
    now = new Date();
    expect(await deleteAccount(ctx, { userId: him })).toEqual({ outcome: 'deleted' });
    const kept = await test.db
      .selectFrom('kept_messages')
      .select(['sender_id', 'receiver_id', 'content'])
      .where('match_id', '=', match.id)
      .execute();
    expect(kept).toEqual([{ sender_id: him, receiver_id: her, content: 'Kia ora' }]);
  });
});
