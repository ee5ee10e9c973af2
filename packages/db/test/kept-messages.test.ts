import { describe, expect, it } from 'vitest';
import {
  deleteKeptConversationsEndedBefore,
  latestKeptMessagesBetween,
} from '../src/queries/kept-messages.js';
import { createMatch, unmatch } from '../src/queries/matches.js';
import { insertMessageOnce } from '../src/queries/messages.js';
import { deleteUser } from '../src/queries/users.js';
import { createPerson } from '../src/testing-people.js';
import { fileDatabase } from './support/file-database.js';

// docs/ARCHITECTURE.md "Blocks, past matches and reports": an ended match's messages leave
// `messages` for `kept_messages`, which outlives the match and both accounts until retention.

const test = fileDatabase();
const DAY = 24 * 60 * 60 * 1000;

/** A match of two new people with their messages, ended by an unmatch. */
async function endedConversation(contents: string[]) {
  const her = await createPerson(test.db, { fullName: 'Aroha Ngata' });
  const him = await createPerson(test.db, { gender: 'Male', fullName: 'Nikau Reid' });
  const match = await createMatch(test.db, { userId: her, otherUserId: him });
  for (const [index, content] of contents.entries()) {
    const [senderId, receiverId] = index % 2 === 0 ? [him, her] : [her, him];
    await insertMessageOnce(test.db, {
      matchId: match.id,
      senderId,
      receiverId,
      content,
      clientMessageId: null,
    });
  }
  await unmatch(test.db, { matchId: match.id, userId: her });
  return { her, him, matchId: match.id };
}

function keptContents(matchId: string) {
  return test.db
    .selectFrom('kept_messages')
    .select('content')
    .where('match_id', '=', matchId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.content));
}

describe('kept conversations', () => {
  it('moves the messages of an ended match out of `messages`, whoever deletes the account', async () => {
    const { her, him, matchId } = await endedConversation(['Kia ora', 'Hi', 'Bye']);
    const left = await test.db
      .selectFrom('messages')
      .select('id')
      .where('match_id', '=', matchId)
      .execute();
    expect(left).toEqual([]);
    expect(await keptContents(matchId)).toEqual(['Kia ora', 'Hi', 'Bye']);

    expect(await deleteUser(test.db, him)).toBe(true);
    expect(await deleteUser(test.db, her)).toBe(true);
    expect(await keptContents(matchId)).toEqual(['Kia ora', 'Hi', 'Bye']);
  });

  it('answers the latest kept messages between two people, newest first, of matches ended after a date', async () => {
    const { her, him } = await endedConversation(['one', 'two', 'three']);
    const latest = await latestKeptMessagesBetween(test.db, {
      first: her,
      second: him,
      endedAfter: new Date(Date.now() - DAY),
      limit: 2,
    });
    expect(latest.map(({ senderId, content }) => ({ senderId, content }))).toEqual([
      { senderId: him, content: 'three' },
      { senderId: her, content: 'two' },
    ]);
    const reversed = await latestKeptMessagesBetween(test.db, {
      first: him,
      second: her,
      endedAfter: new Date(Date.now() + DAY),
      limit: 2,
    });
    expect(reversed).toEqual([]);
  });

  it('deletes the conversations that ended before a date, and no other', async () => {
    const old = await endedConversation(['old one', 'old two']);
    const recent = await endedConversation(['recent']);
    const endIt = (matchId: string, endedAt: string) =>
      test.db
        .updateTable('kept_messages')
        .set({ ended_at: new Date(endedAt) })
        .where('match_id', '=', matchId)
        .execute();
    await endIt(old.matchId, '2026-01-01T00:00:00.000Z');
    await endIt(recent.matchId, '2026-06-01T00:00:00.000Z');

    const deleted = (before: string) =>
      deleteKeptConversationsEndedBefore(test.db, new Date(before));
    expect(await deleted('2026-01-01T00:00:00.000Z')).toBe(0);
    expect(await deleted('2026-03-01T00:00:00.000Z')).toBe(2);
    expect(await keptContents(old.matchId)).toEqual([]);
    expect(await keptContents(recent.matchId)).toEqual(['recent']);
  });
});
