import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCurrentUser } from '../src/queries/account.js';
import {
  abandonEmailChange,
  cancelEmailChange,
  confirmEmailChange,
  type EmailChangeRequest,
  isEmailHeld,
  reissueEmailChangeCode,
  requestEmailChange,
} from '../src/queries/email-changes.js';
import { hashVerificationCode, issueVerificationCode } from '../src/queries/email-verifications.js';
import { findUserById } from '../src/queries/users.js';
import { hashSecret } from '../src/secret-tokens.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { insertUser } from './support/fixtures.js';
import { pendingEmailOf } from './support/pending-email.js';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.destroy();
});

const DAY_MS = 24 * 3_600_000;
const START = new Date('2026-03-01T10:00:00Z');
const later = (ms: number) => new Date(START.getTime() + ms);

let counter = 0;
async function verifiedUser(label = 'person') {
  counter += 1;
  const user = await insertUser(test.db, { email: `${label}-${counter}@example.nz` });
  await test.db
    .updateTable('users')
    .set({ email_verified_at: START })
    .where('id', '=', user.id)
    .execute();
  await test.db
    .insertInto('sessions')
    .values({ token_hash: `session-${user.id}`, user_id: user.id, expires_at: later(DAY_MS) })
    .execute();
  return user;
}

function requested(change: EmailChangeRequest) {
  if (change.outcome !== 'requested') throw new Error(`expected a request, got ${change.outcome}`);
  return change;
}

async function request(userId: string, email: string, now = START) {
  return requested(await requestEmailChange(test.db, { userId, email, now }));
}

/** A code that is certainly not `code`. */
function wrong(code: string): string {
  return code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
}

async function emailOf(userId: string) {
  const user = await findUserById(test.db, userId);
  return { email: user?.email, verifiedAt: user?.email_verified_at };
}

async function sessionsOf(userId: string) {
  const rows = await test.db
    .selectFrom('sessions')
    .select('token_hash')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

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
    const ask = (userId: string, email: string) =>
      requestEmailChange(test.db, { userId, email, now: START });
    expect(await ask(user.id, user.email.toUpperCase())).toEqual({ outcome: 'unchanged' });
    expect(await ask(user.id, other.email)).toEqual({ outcome: 'taken' });
    expect(await ask('00000000-0000-4000-8000-000000000000', 'x@example.nz')).toEqual({
      outcome: 'missing',
    });
    const rows = await test.db
      .selectFrom('email_changes')
      .select('id')
      .where('user_id', 'in', [user.id, other.id])
      .execute();
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

describe('confirming an email change', () => {
  it('moves the account to the new address, verified, once the right code comes', async () => {
    const user = await verifiedUser();
    await issueVerificationCode(test.db, user.id, START);
    const change = await request(user.id, `moved-${user.email}`);
    const confirm = (code: string, now: Date) =>
      confirmEmailChange(test.db, { userId: user.id, code, now });

    expect(await confirm(wrong(change.code), later(1000))).toEqual({ outcome: 'invalid' });
    expect(await emailOf(user.id)).toEqual({ email: user.email, verifiedAt: START });
    expect(await confirm(change.code.toLowerCase(), later(2000))).toEqual({
      outcome: 'confirmed',
      email: change.newEmail,
    });
    expect(await emailOf(user.id)).toEqual({ email: change.newEmail, verifiedAt: later(2000) });
    expect(await getCurrentUser(test.db, user.id, later(2000))).toMatchObject({
      email: change.newEmail,
      pendingEmail: null,
    });
    // Every code went: the change's, and the sign-up ones sent to the old address.
    const codes = await test.db
      .selectFrom('email_verifications')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(codes).toEqual([]);
    expect(await confirm(change.code, later(3000))).toEqual({ outcome: 'none' });
    // Its session is untouched: the person made the change.
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('follows the sign-up rules: 24 hours, 5 wrong tries, and a new code keeps the count', async () => {
    const user = await verifiedUser();
    const change = await request(user.id, `tries-${user.email}`);
    const confirm = (code: string, now = later(1000)) =>
      confirmEmailChange(test.db, { userId: user.id, code, now });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await confirm(wrong(change.code))).toEqual({ outcome: 'invalid' });
    }
    const resent = await reissueEmailChangeCode(test.db, user.id, later(1000));
    expect(resent).toEqual({
      newEmail: change.newEmail,
      fullName: 'Test Person',
      code: expect.stringMatching(/^[A-Z0-9]{6}$/),
    });
    const wrongForBoth = ['AAAAAA', 'BBBBBB', 'CCCCCC'].find(
      (guess) => guess !== change.code && guess !== resent?.code,
    );
    expect(await confirm(wrongForBoth ?? '')).toEqual({ outcome: 'invalid' });
    expect(await confirm(change.code)).toEqual({ outcome: 'locked' });
    expect(await confirm(resent?.code ?? '')).toEqual({ outcome: 'locked' });

    // A code sent after the fifth wrong try starts afresh, alone, and lives 24 hours.
    const fresh = await reissueEmailChangeCode(test.db, user.id, later(2000));
    expect(await confirm(fresh?.code ?? '', later(2000 + DAY_MS))).toEqual({ outcome: 'invalid' });
    const last = await reissueEmailChangeCode(test.db, user.id, later(3000));
    expect(await confirm(last?.code ?? '', later(4000))).toEqual({
      outcome: 'confirmed',
      email: change.newEmail,
    });
  });

  it('drops the change when the address became another account meanwhile', async () => {
    const user = await verifiedUser();
    const change = await request(user.id, `contested-${user.email}`);
    await insertUser(test.db, { email: change.newEmail });
    expect(
      await confirmEmailChange(test.db, { userId: user.id, code: change.code, now: later(1000) }),
    ).toEqual({ outcome: 'taken' });
    expect(await emailOf(user.id)).toEqual({ email: user.email, verifiedAt: START });
    expect(await pendingEmailOf(test.db, user.id, later(1000))).toBeNull();
  });

  it('has nothing to confirm or resend without a pending change, and abandoning drops it', async () => {
    const user = await verifiedUser();
    expect(await confirmEmailChange(test.db, { userId: user.id, code: 'ABC123' })).toEqual({
      outcome: 'none',
    });
    expect(await reissueEmailChangeCode(test.db, user.id)).toBeNull();
    const change = await request(user.id, `dropped-${user.email}`, new Date());
    await abandonEmailChange(test.db, user.id);
    expect(await pendingEmailOf(test.db, user.id)).toBeNull();
    expect(await cancelEmailChange(test.db, { token: change.cancelToken })).toEqual({
      outcome: 'invalid',
    });
    expect(await emailOf(user.id)).toEqual({ email: user.email, verifiedAt: START });
  });
});

describe('cancelling an email change from the old address', () => {
  it('drops a pending change and ends every session; the link works once', async () => {
    const user = await verifiedUser();
    const change = await request(user.id, `pending-${user.email}`);
    expect(
      await cancelEmailChange(test.db, { token: change.cancelToken, now: later(1000) }),
    ).toEqual({ outcome: 'cancelled', userId: user.id, email: user.email });
    expect(await pendingEmailOf(test.db, user.id, later(1000))).toBeNull();
    expect(await sessionsOf(user.id)).toBe(0);
    expect(await emailOf(user.id)).toEqual({ email: user.email, verifiedAt: START });
    expect(
      await cancelEmailChange(test.db, { token: change.cancelToken, now: later(2000) }),
    ).toEqual({ outcome: 'invalid' });
    const codes = await test.db
      .selectFrom('email_verifications')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(codes).toEqual([]);
  });

  it('puts back the old address of a change that took effect, within 7 days', async () => {
    const user = await verifiedUser();
    const change = await request(user.id, `taken-over-${user.email}`);
    await confirmEmailChange(test.db, { userId: user.id, code: change.code, now: later(1000) });
    // Held for the link: nobody else can have it meanwhile.
    expect(await isEmailHeld(test.db, user.email, { now: later(2000) })).toBe(true);
    expect(await isEmailHeld(test.db, user.email, { now: later(7 * DAY_MS) })).toBe(false);
    expect(
      await isEmailHeld(test.db, user.email, { exceptUserId: user.id, now: later(2000) }),
    ).toBe(false);

    expect(
      await cancelEmailChange(test.db, { token: change.cancelToken, now: later(7 * DAY_MS - 1) }),
    ).toEqual({ outcome: 'cancelled', userId: user.id, email: user.email });
    expect(await emailOf(user.id)).toEqual({
      email: user.email,
      verifiedAt: later(7 * DAY_MS - 1),
    });
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('undoes a change and every later one, while an earlier change keeps its link', async () => {
    const user = await verifiedUser('chain');
    const toB = await request(user.id, `b-${user.email}`);
    await confirmEmailChange(test.db, { userId: user.id, code: toB.code, now: later(1000) });
    const toC = await request(user.id, `c-${user.email}`, later(2000));
    await confirmEmailChange(test.db, { userId: user.id, code: toC.code, now: later(3000) });
    const toD = await request(user.id, `d-${user.email}`, later(4000));

    // Whoever holds B undoes the change to C (and the pending one to D), and gets B back...
    expect(await cancelEmailChange(test.db, { token: toC.cancelToken, now: later(5000) })).toEqual({
      outcome: 'cancelled',
      userId: user.id,
      email: toB.newEmail,
    });
    expect(await pendingEmailOf(test.db, user.id, later(5000))).toBeNull();
    expect(await cancelEmailChange(test.db, { token: toD.cancelToken, now: later(5000) })).toEqual({
      outcome: 'invalid',
    });
    // ...but the first address can still take the account back.
    expect(await cancelEmailChange(test.db, { token: toB.cancelToken, now: later(6000) })).toEqual({
      outcome: 'cancelled',
      userId: user.id,
      email: user.email,
    });
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it('changes nothing when another account has the old address', async () => {
    const user = await verifiedUser();
    const change = await request(user.id, `moved-on-${user.email}`);
    await confirmEmailChange(test.db, { userId: user.id, code: change.code, now: later(1000) });
    // Only a row written around the hold can be there; sign-up and changes ask isEmailHeld.
    await insertUser(test.db, { email: user.email });
    expect(
      await cancelEmailChange(test.db, { token: change.cancelToken, now: later(2000) }),
    ).toEqual({ outcome: 'taken' });
    expect(await emailOf(user.id)).toEqual({ email: change.newEmail, verifiedAt: later(1000) });
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('refuses an unknown or expired link', async () => {
    const user = await verifiedUser();
    const change = await request(user.id, `late-${user.email}`);
    expect(await cancelEmailChange(test.db, { token: 'not-a-token' })).toEqual({
      outcome: 'invalid',
    });
    expect(
      await cancelEmailChange(test.db, { token: change.cancelToken, now: later(7 * DAY_MS) }),
    ).toEqual({ outcome: 'invalid' });
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('keeps another account out of a held address, but not its own owner', async () => {
    const user = await verifiedUser();
    const other = await verifiedUser();
    const change = await request(user.id, `away-${user.email}`);
    await confirmEmailChange(test.db, { userId: user.id, code: change.code, now: later(1000) });
    expect(
      await requestEmailChange(test.db, { userId: other.id, email: user.email, now: later(2000) }),
    ).toEqual({ outcome: 'taken' });
    const back = await request(user.id, user.email, later(3000));
    expect(back.newEmail).toBe(user.email);
  });
});
