import { describe, expect, it } from 'vitest';
import { consumeRealtimeTicket, issueRealtimeTicket } from '../src/queries/realtime-tickets.js';
import {
  createSession,
  deleteSession,
  deleteUserSessions,
  findSessionOwner,
} from '../src/queries/sessions.js';
import { hashSecret } from '../src/secret-tokens.js';
import { fileDatabase } from './support/file-database.js';
import { insertUser } from './support/fixtures.js';

const DAY = 24 * 60 * 60 * 1000;
const test = fileDatabase();
const START = new Date('2026-01-01T00:00:00Z');

/** A new person with one session, opened at START with no user agent. */
async function personWithSession() {
  const user = await insertUser(test.db);
  const { token } = await createSession(test.db, { userId: user.id, userAgent: null, now: START });
  return { user, token };
}

describe('sessions', () => {
  it('stores only the hash of a 256-bit token and finds its owner', async () => {
    const user = await insertUser(test.db);
    const { token, sessionId, expiresAt } = await createSession(test.db, {
      userId: user.id,
      userAgent: 'vitest',
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(sessionId).toBe(hashSecret(token));
    expect(expiresAt.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    const stored = await test.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((row) => row.token_hash)).toEqual([sessionId]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await findSessionOwner(test.db, token, new Date('2026-01-02T00:00:00Z'))).toEqual({
      userId: user.id,
      sessionId,
    });
    expect(await findSessionOwner(test.db, `${token}x`)).toBeNull();
  });

  it('ends a session unused for more than 30 days, and deletes it', async () => {
    const { user, token } = await personWithSession();
    const later = new Date(START.getTime() + 30 * DAY + 1000);
    expect(await findSessionOwner(test.db, token, later)).toBeNull();
    const left = await test.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps a used session alive past 30 days but never past 90', async () => {
    const { token } = await personWithSession();
    for (let day = 20; day < 90; day += 20) {
      expect(
        await findSessionOwner(test.db, token, new Date(START.getTime() + day * DAY)),
      ).not.toBeNull();
    }
    expect(await findSessionOwner(test.db, token, new Date(START.getTime() + 90 * DAY))).toBeNull();
  });

  it('deletes one session, or all of a user', async () => {
    const user = await insertUser(test.db);
    const first = await createSession(test.db, { userId: user.id, userAgent: null });
    const second = await createSession(test.db, { userId: user.id, userAgent: null });
    const third = await createSession(test.db, { userId: user.id, userAgent: null });
    await deleteSession(test.db, first.sessionId);
    expect(await findSessionOwner(test.db, first.token)).toBeNull();
    expect(await findSessionOwner(test.db, second.token)).not.toBeNull();
    await deleteUserSessions(test.db, user.id);
    expect(await findSessionOwner(test.db, second.token)).toBeNull();
    expect(await findSessionOwner(test.db, third.token)).toBeNull();
  });
});

describe('realtime tickets', () => {
  it('redeems a ticket exactly once, for the session that asked', async () => {
    const user = await insertUser(test.db);
    const session = await createSession(test.db, { userId: user.id, userAgent: null });
    const owner = { userId: user.id, sessionId: session.sessionId };
    const { ticket, expiresAt } = await issueRealtimeTicket(test.db, owner);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(55_000);
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    const redeemed = await Promise.all([
      consumeRealtimeTicket(test.db, ticket),
      consumeRealtimeTicket(test.db, ticket),
    ]);
    expect(redeemed.filter((result) => result !== null)).toEqual([owner]);
    expect(await consumeRealtimeTicket(test.db, ticket)).toBeNull();
  });

  it('refuses an expired ticket', async () => {
    const user = await insertUser(test.db);
    const session = await createSession(test.db, { userId: user.id, userAgent: null });
    const issuedAt = new Date(Date.now() - 61_000);
    const { ticket } = await issueRealtimeTicket(
      test.db,
      { userId: user.id, sessionId: session.sessionId },
      issuedAt,
    );
    expect(await consumeRealtimeTicket(test.db, ticket)).toBeNull();
  });

  it('dies with the session that asked for it', async () => {
    const user = await insertUser(test.db);
    const session = await createSession(test.db, { userId: user.id, userAgent: null });
    const { ticket } = await issueRealtimeTicket(test.db, {
      userId: user.id,
      sessionId: session.sessionId,
    });
    await deleteSession(test.db, session.sessionId);
    expect(await consumeRealtimeTicket(test.db, ticket)).toBeNull();
  });
});
