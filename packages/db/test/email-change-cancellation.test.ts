import { describe, expect, it } from 'vitest';
import {
  cancelEmailChange,
  confirmEmailChange,
  isEmailHeld,
  requestEmailChange,
} from '../src/queries/email-changes.js';
import { DAY_MS, emailChangeAccounts, later, START } from './support/email-change-accounts.js';
import { insertUser } from './support/fixtures.js';
import { pendingEmailOf } from './support/pending-email.js';
import { verificationCodesOf } from './support/verification-codes.js';

describe('cancelling an email change from the old address', () => {
  const { test, verifiedUser, request, emailOf, sessionsOf } = emailChangeAccounts();

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
    const codes = await verificationCodesOf(test.db, user.id);
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
