import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '../src/queries/account.js';
import {
  abandonEmailChange,
  cancelEmailChange,
  confirmEmailChange,
  reissueEmailChangeCode,
} from '../src/queries/email-changes.js';
import { issueVerificationCode } from '../src/queries/email-verifications.js';
import { DAY_MS, emailChangeAccounts, later, START } from './support/email-change-accounts.js';
import { insertUser } from './support/fixtures.js';
import { pendingEmailOf } from './support/pending-email.js';
import { verificationCodesOf } from './support/verification-codes.js';
import { wrong } from './support/wrong-code.js';

const { test, verifiedUser, request, emailOf, sessionsOf } = emailChangeAccounts();

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
    const codes = await verificationCodesOf(test.db, user.id);
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
