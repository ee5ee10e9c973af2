import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '../src/queries/account.js';
import { cancelEmailChange, confirmEmailChange } from '../src/queries/email-changes.js';
import { hashVerificationCode } from '../src/queries/email-verifications.js';
import { hashSecret } from '../src/secret-tokens.js';
import { DAY_MS, emailChangeAccounts, later, START } from './support/email-change-accounts.js';
import { pendingEmailOf } from './support/pending-email.js';

const { test, verifiedUser, request, ask, emailOf, changesOf } = emailChangeAccounts();

describe('asking for an email change', () => {
  it('records the new address as pending, with a hashed link token and a code for it only', async () => {
    const user = await verifiedUser('kiri');
    const change = await request(user.id, ' Kiri.New@Example.NZ ');
    expect(change).toEqual({
      outcome: 'requested',
      previousEmail: user.email,
      newEmail: 'kiri.new@example.nz',
      fullName: 'Test Person',
      code: expect.stringMatching(/^[A-Z0-9]{6}$/),
      cancelToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const row = await test.db
      .selectFrom('email_changes')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      previous_email: user.email,
      new_email: 'kiri.new@example.nz',
      cancel_token_hash: hashSecret(change.cancelToken),
      expires_at: later(7 * DAY_MS),
      confirmed_at: null,
    });
    const codes = await test.db
      .selectFrom('email_verifications')
      .select(['code_hash', 'email_change_id', 'expires_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(codes).toEqual([
      {
        code_hash: hashVerificationCode(user.id, change.code),
        email_change_id: row.id,
        expires_at: later(DAY_MS),
      },
    ]);
    // Nothing about signing in has changed.
    expect(await emailOf(user.id)).toEqual({ email: user.email, verifiedAt: START });
    expect(await pendingEmailOf(test.db, user.id, START)).toBe('kiri.new@example.nz');
    expect(await getCurrentUser(test.db, user.id, START)).toMatchObject({
      email: user.email,
      emailVerified: true,
      pendingEmail: 'kiri.new@example.nz',
    });
    // A change left waiting lapses with its link.
    expect(await pendingEmailOf(test.db, user.id, later(7 * DAY_MS))).toBeNull();
  });

  it('refuses the same address, a taken one and a missing account, and records nothing', async () => {
    const user = await verifiedUser();
    const other = await verifiedUser();
    expect(await ask(user.id, user.email.toUpperCase())).toEqual({ outcome: 'unchanged' });
    expect(await ask(user.id, other.email)).toEqual({ outcome: 'taken' });
    expect(await ask('00000000-0000-4000-8000-000000000000', 'x@example.nz')).toEqual({
      outcome: 'missing',
    });
    const rows = await changesOf(user.id, other.id);
    expect(rows).toEqual([]);
  });

  it('replaces an earlier pending change: its code and its link stop working', async () => {
    const user = await verifiedUser();
    const first = await request(user.id, `first-${user.email}`);
    const second = await request(user.id, `second-${user.email}`, later(1000));
    expect(await pendingEmailOf(test.db, user.id, later(2000))).toBe(`second-${user.email}`);
    if (first.code !== second.code) {
      expect(
        await confirmEmailChange(test.db, { userId: user.id, code: first.code, now: later(2000) }),
      ).toEqual({ outcome: 'invalid' });
    }
    expect(
      await cancelEmailChange(test.db, { token: first.cancelToken, now: later(2000) }),
    ).toEqual({ outcome: 'invalid' });
    expect(
      await confirmEmailChange(test.db, { userId: user.id, code: second.code, now: later(3000) }),
    ).toEqual({ outcome: 'confirmed', email: `second-${user.email}` });
  });
});
