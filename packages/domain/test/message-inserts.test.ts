import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { createPair } from '@starmatch/db/testing-people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedMessageInserts, MAX_IN_FLIGHT } from '../src/chat/message-inserts.js';

let test: TestDatabase;
let her: string;
let him: string;
let matchId: string;

beforeAll(async () => {
  test = await createTestDatabase();
  const pair = await createPair(test.db);
  her = pair.viewer;
  him = pair.candidate;
  const [userA, userB] = [her, him].sort() as [string, string];
  matchId = (
    await test.db
      .insertInto('matches')
      .values({ user_a: userA, user_b: userB })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await test.destroy();
});

const message = (content: string, clientMessageId: string | null = randomUUID()) => ({
  matchId,
  senderId: her,
  receiverId: him,
  content,
  clientMessageId,
});

async function storedOf(contents: string[]) {
  return test.db
    .selectFrom('messages')
    .selectAll()
    .where('content', 'in', contents)
    .orderBy('id')
    .execute();
}

/** Sends that take every in-flight slot, so the ones after them share a statement. */
function fillers(label: string): string[] {
  return Array.from({ length: MAX_IN_FLIGHT }, (_, index) => `${label} ${index + 1}`);
}

describe('batchedMessageInserts', () => {
  it('stores sends made together once each, in the order made, sharing their commits', async () => {
    const inserts = batchedMessageInserts(test.db);
    const contents = Array.from({ length: 20 }, (_, index) => `Together ${index}`);
    const answers = await Promise.all(contents.map((content) => inserts.insert(message(content))));

    expect(answers.every((answer) => answer.created)).toBe(true);
    const stored = await storedOf(contents);
    expect(stored.map((row) => row.content)).toEqual(contents);
    expect(answers.map((answer) => answer.message)).toEqual(stored);
    // The first MAX_IN_FLIGHT go at once, alone; the others wait for them and go in one statement.
    expect(new Set(stored.map((row) => row.created_at.getTime())).size).toBeLessThanOrEqual(
      MAX_IN_FLIGHT + 1,
    );
  });

  it('answers a retried clientMessageId in the same batch with the message stored for the first', async () => {
    const inserts = batchedMessageInserts(test.db);
    const clientMessageId = randomUUID();
    const answers = await Promise.all([
      ...fillers('Filler').map((content) => inserts.insert(message(content))),
      inserts.insert(message('Once', clientMessageId)),
      inserts.insert(message('Once (retry)', clientMessageId)),
    ]);
    const [first, retry] = answers.slice(MAX_IN_FLIGHT);

    expect(first?.created).toBe(true);
    expect(retry).toEqual({ message: first?.message, created: false });
    expect((await storedOf(['Once', 'Once (retry)'])).map((row) => row.content)).toEqual(['Once']);
  });

  it('fails only the send whose match is gone when it shares a statement with others', async () => {
    const inserts = batchedMessageInserts(test.db);
    const answers = await Promise.allSettled([
      ...fillers('Ahead').map((content) => inserts.insert(message(content))),
      inserts.insert(message('Beside it 1')),
      inserts.insert({ ...message('Into a deleted match'), matchId: randomUUID() }),
      inserts.insert(message('Beside it 2')),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([
      ...fillers('Ahead').map(() => 'fulfilled'),
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(answers[MAX_IN_FLIGHT + 1]).toMatchObject({ reason: { code: '23503' } });
    const stored = await storedOf(['Beside it 1', 'Into a deleted match', 'Beside it 2']);
    expect(stored.map((row) => row.content)).toEqual(['Beside it 1', 'Beside it 2']);
  });
});
