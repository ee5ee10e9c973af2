import { describe, expect, it } from 'vitest';
import { createPendingRequest, listPendingRequestsTo } from '../src/queries/match-requests.js';
import { listMatchesOf, unmatch } from '../src/queries/matches.js';
import {
  insertMessageOnce,
  listMessagesPage,
  markMatchMessagesRead,
} from '../src/queries/messages.js';
import { createPerson } from '../src/testing-people.js';
import { fileDatabase } from './support/file-database.js';
import { insertMatch, insertUser } from './support/fixtures.js';

const test = fileDatabase();

async function say(matchId: string, senderId: string, receiverId: string, content: string) {
  return (
    await insertMessageOnce(test.db, {
      matchId,
      senderId,
      receiverId,
      content,
      clientMessageId: null,
    })
  ).message;
}

describe('match requests', () => {
  it('lists pending requests with who sent them; a requester without a profile has a null bio', async () => {
    const me = await createPerson(test.db, { gender: 'Male' });
    const withProfile = await createPerson(test.db, { fullName: 'Mere Profile' });
    const bare = await insertUser(test.db, { fullName: 'Hana Bare' });
    const first = await createPendingRequest(test.db, { fromUser: withProfile, toUser: me });
    const second = await createPendingRequest(test.db, { fromUser: bare.id, toUser: me });
    const rows = await listPendingRequestsTo(test.db, me);
    expect(rows).toMatchObject([
      { id: second.id, fromUser: bare.id, fullName: 'Hana Bare', bio: null, profileImageUrl: null },
      {
        id: first.id,
        fromUser: withProfile,
        fullName: 'Mere Profile',
        bio: 'Loves the outdoors and good coffee.',
        profileImageUrl: `/uploads/profiles/${withProfile}/0.webp`,
      },
    ]);
    expect(rows[0]?.requestedAt).toBeInstanceOf(Date);
  });
});

describe('matches and messages', () => {
  it('lists matches with unread counts and last messages, busiest first, and unmatch removes one', async () => {
    const me = await insertUser(test.db, { fullName: 'Me' });
    const quiet = await insertUser(test.db, { gender: 'Male', fullName: 'Quiet' });
    const chatty = await insertUser(test.db, { gender: 'Male', fullName: 'Chatty' });
    const chattyMatch = await insertMatch(test.db, me.id, chatty.id);
    const quietMatch = await insertMatch(test.db, me.id, quiet.id);
    await say(chattyMatch.id, chatty.id, me.id, 'first');
    const last = await say(chattyMatch.id, chatty.id, me.id, 'second');
    const rows = await listMatchesOf(test.db, me.id);
    expect(rows).toEqual([
      {
        id: chattyMatch.id,
        createdAt: chattyMatch.created_at,
        otherUserId: chatty.id,
        otherFullName: 'Chatty',
        otherProfileImageUrl: null,
        unreadCount: 2,
        lastMessageContent: 'second',
        lastMessageAt: last.created_at,
        position: { atMicros: expect.stringMatching(/^\d+$/), id: chattyMatch.id },
      },
      expect.objectContaining({ id: quietMatch.id, unreadCount: 0, lastMessageContent: null }),
    ]);
    expect((await listMatchesOf(test.db, chatty.id))[0]?.unreadCount).toBe(0);

    expect(await unmatch(test.db, { matchId: chattyMatch.id, userId: quiet.id })).toBeNull();
    expect(await unmatch(test.db, { matchId: chattyMatch.id, userId: chatty.id })).toEqual({
      otherUserId: me.id,
    });
    expect((await listMatchesOf(test.db, me.id)).map((row) => row.id)).toEqual([quietMatch.id]);
    const orphans = await test.db
      .selectFrom('messages')
      .select('id')
      .where('match_id', '=', chattyMatch.id)
      .execute();
    expect(orphans).toEqual([]);
  });

  it('pages messages oldest first and marks only what the reader received', async () => {
    const me = await insertUser(test.db);
    const him = await insertUser(test.db, { gender: 'Male' });
    const match = await insertMatch(test.db, me.id, him.id);
    const sent = [];
    for (let i = 1; i <= 5; i += 1) {
      sent.push(
        i % 2
          ? await say(match.id, him.id, me.id, `m${i}`)
          : await say(match.id, me.id, him.id, `m${i}`),
      );
    }
    const page = (params: { before?: string; limit: number }) =>
      listMessagesPage(test.db, { matchId: match.id, ...params }).then((rows) =>
        rows.map((row) => row.content),
      );
    expect(await page({ limit: 3 })).toEqual(['m3', 'm4', 'm5']);
    expect(await page({ before: sent[2]?.id, limit: 10 })).toEqual(['m1', 'm2']);
    const first = await markMatchMessagesRead(test.db, { matchId: match.id, userId: me.id });
    expect(first.count).toBe(3);
    expect(first.readAt).toBeInstanceOf(Date);
    expect(await markMatchMessagesRead(test.db, { matchId: match.id, userId: me.id })).toEqual({
      count: 0,
      readAt: null,
    });
    const rows = await listMessagesPage(test.db, { matchId: match.id, limit: 10 });
    expect(rows.map((row) => row.read_at !== null)).toEqual([true, false, true, false, true]);
  });
});
