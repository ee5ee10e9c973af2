import { beforeAll, describe, expect, it } from 'vitest';
import { newMessageId } from '../src/queries/messages.js';
import type { NewMessage } from '../src/tables/messages.js';
import { fileDatabase } from './support/file-database.js';
import { CHECK, insertMatch, insertUser, UNIQUE, violation } from './support/fixtures.js';

const test = fileDatabase();
let base: Omit<NewMessage, 'id' | 'content'>;

beforeAll(async () => {
  const aroha = await insertUser(test.db);
  const nikau = await insertUser(test.db, { gender: 'Male' });
  const match = await insertMatch(test.db, aroha.id, nikau.id);
  base = { match_id: match.id, sender_id: aroha.id, receiver_id: nikau.id };
});

describe('newMessageId', () => {
  it('makes uuid v7 ids that sort in the order they were made', () => {
    const ids = Array.from({ length: 500 }, () => newMessageId());
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(500);
  });

  it('carries the creation time in its first 48 bits', () => {
    const before = Date.now();
    const id = newMessageId();
    const millis = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now());
  });
});

describe('messages table', () => {
  it('returns a match history in id order, which is send order', async () => {
    const ids = ['one', 'two', 'three'].map((content) => ({ id: newMessageId(), content }));
    // Inserted out of order on purpose: the id, not the insert, decides the order.
    for (const message of [ids[2]!, ids[0]!, ids[1]!]) {
      await test.db
        .insertInto('messages')
        .values({ ...base, ...message })
        .execute();
    }
    const rows = await test.db
      .selectFrom('messages')
      .select('content')
      .where('match_id', '=', base.match_id)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.content)).toEqual(['one', 'two', 'three']);
  });

  it('stores a retried send with the same client id once', async () => {
    const message = { ...base, client_message_id: 'client-1', content: 'hello' };
    await test.db
      .insertInto('messages')
      .values({ ...message, id: newMessageId() })
      .execute();
    await expect(
      test.db
        .insertInto('messages')
        .values({ ...message, id: newMessageId() })
        .execute(),
    ).rejects.toMatchObject(violation(UNIQUE, 'messages_sender_client_message_key'));
  });

  it('lets different senders reuse a client id, and keeps messages without one apart', async () => {
    await test.db
      .insertInto('messages')
      .values([
        {
          ...base,
          sender_id: base.receiver_id,
          receiver_id: base.sender_id,
          client_message_id: 'client-1',
          id: newMessageId(),
          content: 'hi back',
        },
        { ...base, id: newMessageId(), content: 'no key 1' },
        { ...base, id: newMessageId(), content: 'no key 2' },
      ])
      .execute();
    const keyless = await test.db
      .selectFrom('messages')
      .select('content')
      .where('client_message_id', 'is', null)
      .where('content', 'like', 'no key%')
      .execute();
    expect(keyless).toHaveLength(2);
  });

  it('accepts only the text message type and no empty content', async () => {
    const stored = await test.db
      .insertInto('messages')
      .values({ ...base, id: newMessageId(), content: 'typed' })
      .returning(['message_type', 'read_at'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ message_type: 'text', read_at: null });
    await expect(
      test.db
        .insertInto('messages')
        // @ts-expect-error: not a MessageType, on purpose
        .values({ ...base, id: newMessageId(), content: 'x', message_type: 'image' })
        .execute(),
    ).rejects.toMatchObject(violation(CHECK, 'messages_message_type_check'));
    await expect(
      test.db
        .insertInto('messages')
        .values({ ...base, id: newMessageId(), content: '' })
        .execute(),
    ).rejects.toMatchObject(violation(CHECK, 'messages_content_not_empty'));
  });
});
