import { describe, expect, it } from 'vitest';
import { requestEmailChange } from '../src/queries/email-changes.js';
import { issueVerificationCode } from '../src/queries/email-verifications.js';
import {
  consumePasswordReset,
  issuePasswordReset,
  resetPasswordWithToken,
} from '../src/queries/password-resets.js';
import { createSession, findSessionOwner } from '../src/queries/sessions.js';
import { hashSecret } from '../src/secret-tokens.js';
import { fileDatabase } from './support/file-database.js';
import { insertUser } from './support/fixtures.js';
import { pendingEmailOf } from './support/pending-email.js';
import { verificationCodesOf } from './support/verification-codes.js';

const test = fileDatabase();

async function resetsOf(userId: string) {
  return test.db
    .selectFrom('password_resets')
    .select(['token_hash', 'expires_at', 'used_at'])
    .where('user_id', '=', userId)
    .execute();
}

describe('password reset tokens', () => {
  it('store only the hash of a 256-bit token, valid for one hour', async () => {
    const user = await insertUser(test.db);
    const now = new Date('2026-03-01T10:00:00Z');
    const { token, expiresAt } = await issuePasswordReset(test.db, user.id, now);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(expiresAt.toISOString()).toBe('2026-03-01T11:00:00.000Z');
    expect(await resetsOf(user.id)).toEqual([
      { token_hash: hashSecret(token), expires_at: expiresAt, used_at: null },
    ]);
  });

  it('work once: the second redemption, even a concurrent one, gets nothing', async () => {
    const user = await insertUser(test.db);
    const { token } = await issuePasswordReset(test.db, user.id);
    const redeemed = await Promise.all([
      consumePasswordReset(test.db, token),
      consumePasswordReset(test.db, token),
    ]);
    expect(redeemed.filter((result) => result !== null)).toEqual([user.id]);
    expect(await consumePasswordReset(test.db, token)).toBeNull();
    expect((await resetsOf(user.id))[0]?.used_at).toBeInstanceOf(Date);
  });

  it('expire after an hour', async () => {
    const user = await insertUser(test.db);
    const issued = new Date('2026-03-01T10:00:00Z');
    const { token } = await issuePasswordReset(test.db, user.id, issued);
    expect(await consumePasswordReset(test.db, token, new Date('2026-03-01T11:00:00Z'))).toBeNull();
    expect(await consumePasswordReset(test.db, token, new Date('2026-03-01T10:59:59Z'))).toBe(
      user.id,
    );
  });

  it('stop working when a newer one is issued', async () => {
    const user = await insertUser(test.db);
    const older = await issuePasswordReset(test.db, user.id);
    const newer = await issuePasswordReset(test.db, user.id);
    expect(await resetsOf(user.id)).toHaveLength(1);
    expect(await consumePasswordReset(test.db, older.token)).toBeNull();
    expect(await consumePasswordReset(test.db, newer.token)).toBe(user.id);
  });

  it('refuse an unknown token', async () => {
    expect(await consumePasswordReset(test.db, 'no-such-token')).toBeNull();
  });
});

describe('resetting a password', () => {
  it('sets the hash, verifies the email and ends every session, in one go', async () => {
    const user = await insertUser(test.db);
    const other = await insertUser(test.db);
    const sessions = await Promise.all([
      createSession(test.db, { userId: user.id, userAgent: null }),
      createSession(test.db, { userId: user.id, userAgent: null }),
    ]);
    const bystander = await createSession(test.db, { userId: other.id, userAgent: null });
    await issueVerificationCode(test.db, user.id);
    await requestEmailChange(test.db, { userId: user.id, email: `new-${user.email}` });
    const { token } = await issuePasswordReset(test.db, user.id);
    const now = new Date();

    const userId = await resetPasswordWithToken(test.db, {
      token,
      passwordHash: '$argon2id$new',
      now,
    });
    expect(userId).toBe(user.id);
    const stored = await test.db
      .selectFrom('users')
      .select(['password_hash', 'email_verified_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ password_hash: '$argon2id$new', email_verified_at: now });
    for (const session of sessions)
      expect(await findSessionOwner(test.db, session.token)).toBeNull();
    expect(await findSessionOwner(test.db, bystander.token)).not.toBeNull();
    const codes = await verificationCodesOf(test.db, user.id);
    expect(codes).toEqual([]);
    expect(await pendingEmailOf(test.db, user.id)).toBeNull();
  });

  it('keeps an earlier verification date', async () => {
    const user = await insertUser(test.db);
    const verified = new Date('2026-01-01T00:00:00Z');
    await test.db
      .updateTable('users')
      .set({ email_verified_at: verified })
      .where('id', '=', user.id)
      .execute();
    const { token } = await issuePasswordReset(test.db, user.id);
    await resetPasswordWithToken(test.db, { token, passwordHash: '$argon2id$x' });
    const stored = await test.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.email_verified_at).toEqual(verified);
  });

  it('changes nothing for a used token', async () => {
    const user = await insertUser(test.db);
    const { token } = await issuePasswordReset(test.db, user.id);
    expect(await resetPasswordWithToken(test.db, { token, passwordHash: '$argon2id$a' })).toBe(
      user.id,
    );
    const session = await createSession(test.db, { userId: user.id, userAgent: null });
    expect(
      await resetPasswordWithToken(test.db, { token, passwordHash: '$argon2id$b' }),
    ).toBeNull();
    const stored = await test.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toBe('$argon2id$a');
    expect(await findSessionOwner(test.db, session.token)).not.toBeNull();
  });
});
