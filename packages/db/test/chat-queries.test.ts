import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { findMatchOfMember } from '../src/queries/matches.js';
import { insertMessageOnce } from '../src/queries/messages.js';
import { toMessageView } from '../src/views/message-view.js';
import { fileDatabase } from './support/file-database.js';
import { insertMatch, insertUser } from './support/fixtures.js';

const test = fileDatabase();
let aroha: { id: string };
let nikau: { id: string };
let stranger: { id: string };
let matchId: string;

beforeAll(async () => {
  aroha = await insertUser(test.db);
  nikau = await insertUser(test.db, { gender: 'Male' });
  stranger = await insertUser(test.db, { gender: 'Male' });
  matchId = (await insertMatch(test.db, aroha.id, nikau.id)).id;
});

describe('findMatchOfMember', () => {
  it('names the other person to either member', async () => {
    expect(await findMatchOfMember(test.db, { matchId, userId: aroha.id })).toEqual({
      matchId,
      otherUserId: nikau.id,
    });
    expect(await findMatchOfMember(test.db, { matchId, userId: nikau.id })).toEqual({
      matchId,
      otherUserId: aroha.id,
    });
  });

  it('answers null to anyone else, exactly as for a match that does not exist', async () => {
    expect(await findMatchOfMember(test.db, { matchId, userId: stranger.id })).toBeNull();
    expect(
      await findMatchOfMember(test.db, { matchId: randomUUID(), userId: aroha.id }),
    ).toBeNull();
  });
});

describe('insertMessageOnce', () => {
  it('stores a retried send once and hands back the stored message', async () => {
    const clientMessageId = randomUUID();
    const params = {
      matchId,
      senderId: aroha.id,
      receiverId: nikau.id,
      content: 'Kia ora!',
      clientMessageId,
    };
    const first = await insertMessageOnce(test.db, params);
    const retry = await insertMessageOnce(test.db, { ...params, content: 'Kia ora! (retry)' });
    expect(first.created).toBe(true);
    expect(retry.created).toBe(false);
    expect(retry.message.id).toBe(first.message.id);
    expect(retry.message.content).toBe('Kia ora!');
    const rows = await test.db
      .selectFrom('messages')
      .select('id')
      .where('client_message_id', '=', clientMessageId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('never deduplicates sends without a client id', async () => {
    const params = {
      matchId,
      senderId: nikau.id,
      receiverId: aroha.id,
      content: 'Hey',
      clientMessageId: null,
    };
    const first = await insertMessageOnce(test.db, params);
    const second = await insertMessageOnce(test.db, params);
    expect(first.created && second.created).toBe(true);
    expect(second.message.id).not.toBe(first.message.id);
  });

  it('maps a row to the shape the API and the socket send', async () => {
    const { message } = await insertMessageOnce(test.db, {
      matchId,
      senderId: aroha.id,
      receiverId: nikau.id,
      content: 'See you Saturday',
      clientMessageId: null,
    });
    expect(toMessageView(message, 'fan-out')).toEqual({
      id: message.id,
      matchId,
      senderId: aroha.id,
      receiverId: nikau.id,
      content: 'See you Saturday',
      messageType: 'text',
      createdAt: message.created_at.toISOString(),
      readAt: null,
      clientMessageId: null,
    });
  });

  it("shows a read receipt on the viewer's own message only while neither hides their activity", () => {
    const readAt = new Date('2026-12-01T08:30:00.000Z');
    const row = {
      id: '0193a0b0-0000-7000-8000-000000000001',
      match_id: matchId,
      sender_id: aroha.id,
      receiver_id: nikau.id,
      content: 'Read?',
      message_type: 'text',
      created_at: new Date('2026-12-01T08:00:00.000Z'),
      read_at: readAt,
      client_message_id: null,
    } as const;
    const readAtOf = (viewer: Parameters<typeof toMessageView>[1]) =>
      toMessageView(row, viewer).readAt;
    expect(readAtOf({ viewerId: aroha.id, activityHidden: false })).toBe(readAt.toISOString());
    expect(readAtOf({ viewerId: aroha.id, activityHidden: true })).toBeNull();
    // What the viewer read themselves stays read.
    expect(readAtOf({ viewerId: nikau.id, activityHidden: true })).toBe(readAt.toISOString());
    expect(readAtOf('fan-out')).toBeNull();
  });
});
