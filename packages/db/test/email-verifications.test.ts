import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkVerificationCode,
  hashVerificationCode,
  issueVerificationCode,
  newVerificationCode,
  usableCodeIssuedWithin,
} from '../src/queries/email-verifications.js';
import { fileDatabase } from './support/file-database.js';
import { insertUser } from './support/fixtures.js';
import { wrong } from './support/wrong-code.js';

const test = fileDatabase();

async function codesOf(userId: string) {
  return test.db
    .selectFrom('email_verifications')
    .select(['code_hash', 'attempts', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

async function verifiedAt(userId: string): Promise<Date | null> {
  const row = await test.db
    .selectFrom('users')
    .select('email_verified_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email_verified_at;
}

describe('verification codes', () => {
  it('are six characters from A-Z and 0-9, and vary', () => {
    const codes = Array.from({ length: 200 }, newVerificationCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(195);
  });

  it('hash with the user id, so one code for two people never hashes the same', () => {
    const expected = createHash('sha256').update('user-1:ABC123').digest('hex');
    expect(hashVerificationCode('user-1', 'ABC123')).toBe(expected);
    expect(hashVerificationCode('user-2', 'ABC123')).not.toBe(expected);
  });

  it('are stored hashed, valid 24 hours each, and a new one leaves the earlier ones alive', async () => {
    const user = await insertUser(test.db);
    const now = new Date('2026-03-01T10:00:00Z');
    const first = await issueVerificationCode(test.db, user.id, now);
    expect(first.expiresAt.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    const later = new Date('2026-03-01T16:00:00Z');
    const second = await issueVerificationCode(test.db, user.id, later);
    expect(await codesOf(user.id)).toEqual([
      {
        code_hash: hashVerificationCode(user.id, first.code),
        attempts: 0,
        expires_at: new Date('2026-03-02T10:00:00.000Z'),
      },
      {
        code_hash: hashVerificationCode(user.id, second.code),
        attempts: 0,
        expires_at: new Date('2026-03-02T16:00:00.000Z'),
      },
    ]);
    // The first code still verifies, and spends the second with it.
    expect(await checkVerificationCode(test.db, user.id, first.code, later)).toBe('verified');
    expect(await codesOf(user.id)).toEqual([]);
  });

  it('end each code at its own 24 hours, and drop the dead ones when a new one is issued', async () => {
    const user = await insertUser(test.db);
    const first = await issueVerificationCode(test.db, user.id, new Date('2026-03-01T10:00:00Z'));
    const second = await issueVerificationCode(test.db, user.id, new Date('2026-03-01T20:00:00Z'));
    const dayAfterFirst = new Date('2026-03-02T10:00:00Z');
    const third = await issueVerificationCode(test.db, user.id, dayAfterFirst);
    expect((await codesOf(user.id)).map((row) => row.code_hash)).toEqual([
      hashVerificationCode(user.id, second.code),
      hashVerificationCode(user.id, third.code),
    ]);
    if (![second.code, third.code].includes(first.code)) {
      expect(await checkVerificationCode(test.db, user.id, first.code, dayAfterFirst)).toBe(
        'invalid',
      );
    }
    expect(await checkVerificationCode(test.db, user.id, second.code, dayAfterFirst)).toBe(
      'verified',
    );
  });

  it('keep every code issued by racing requests, each with the same count', async () => {
    const user = await insertUser(test.db);
    await Promise.all(Array.from({ length: 5 }, () => issueVerificationCode(test.db, user.id)));
    expect((await codesOf(user.id)).map((row) => row.attempts)).toEqual([0, 0, 0, 0, 0]);
  });

  it("of an email change neither verify the account's own address nor count its tries", async () => {
    const user = await insertUser(test.db);
    const change = await test.db
      .insertInto('email_changes')
      .values({
        user_id: user.id,
        previous_email: user.email,
        new_email: `new-${user.email}`,
        cancel_token_hash: `hash-${user.id}`,
        expires_at: new Date(Date.now() + 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signUp = await issueVerificationCode(test.db, user.id);
    const forChange = await issueVerificationCode(test.db, user.id, new Date(), {
      emailChangeId: change.id,
    });
    if (forChange.code !== signUp.code) {
      expect(await checkVerificationCode(test.db, user.id, forChange.code)).toBe('invalid');
    }
    const counts = await test.db
      .selectFrom('email_verifications')
      .select(['email_change_id', 'attempts'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    expect(counts).toEqual([
      { email_change_id: null, attempts: forChange.code === signUp.code ? 0 : 1 },
      { email_change_id: change.id, attempts: 0 },
    ]);
    expect(await usableCodeIssuedWithin(test.db, user.id, 60_000)).toBe(true);
    expect(await checkVerificationCode(test.db, user.id, signUp.code)).toBe('verified');
    // Only the sign-up codes went; the change's code waits for its own check.
    expect((await codesOf(user.id)).map((row) => row.code_hash)).toEqual([
      hashVerificationCode(user.id, forChange.code),
    ]);
  });

  it('tell whether a usable code was issued within a time', async () => {
    const user = await insertUser(test.db);
    const issued = new Date('2026-03-01T10:00:00Z');
    const at = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
    expect(await usableCodeIssuedWithin(test.db, user.id, 60_000, issued)).toBe(false);
    const { code } = await issueVerificationCode(test.db, user.id, issued);
    expect(await usableCodeIssuedWithin(test.db, user.id, 60_000, at(59))).toBe(true);
    expect(await usableCodeIssuedWithin(test.db, user.id, 60_000, at(60))).toBe(false);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await checkVerificationCode(test.db, user.id, wrong(code), at(1));
    }
    // Locked codes cannot verify, so they do not count as a code the person can use.
    expect(await usableCodeIssuedWithin(test.db, user.id, 60_000, at(2))).toBe(false);
  });

  it('verify the email with the right code (any case) and are then gone', async () => {
    const user = await insertUser(test.db);
    const now = new Date();
    const { code } = await issueVerificationCode(test.db, user.id, now);
    expect(await verifiedAt(user.id)).toBeNull();
    expect(await checkVerificationCode(test.db, user.id, code.toLowerCase(), now)).toBe('verified');
    expect(await verifiedAt(user.id)).toEqual(now);
    expect(await codesOf(user.id)).toEqual([]);
    expect(await checkVerificationCode(test.db, user.id, code, now)).toBe('invalid');
  });

  it('refuse an expired code', async () => {
    const user = await insertUser(test.db);
    const issued = new Date('2026-03-01T10:00:00Z');
    const { code } = await issueVerificationCode(test.db, user.id, issued);
    const dayLater = new Date('2026-03-02T10:00:00Z');
    expect(await checkVerificationCode(test.db, user.id, code, dayLater)).toBe('invalid');
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('count each wrong try and die after the fifth, even for the right code', async () => {
    const user = await insertUser(test.db);
    const { code } = await issueVerificationCode(test.db, user.id);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await checkVerificationCode(test.db, user.id, wrong(code))).toBe('invalid');
      expect((await codesOf(user.id))[0]?.attempts).toBe(attempt);
    }
    expect(await checkVerificationCode(test.db, user.id, code)).toBe('locked');
    expect(await checkVerificationCode(test.db, user.id, wrong(code))).toBe('locked');
    expect((await codesOf(user.id))[0]?.attempts).toBe(5);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('count wrong tries per person, so more live codes give no more guesses', async () => {
    const user = await insertUser(test.db);
    const first = await issueVerificationCode(test.db, user.id);
    const second = await issueVerificationCode(test.db, user.id);
    const guess = wrong(first.code) === second.code ? 'CCCCCC' : wrong(first.code);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await checkVerificationCode(test.db, user.id, guess)).toBe('invalid');
    }
    expect((await codesOf(user.id)).map((row) => row.attempts)).toEqual([3, 3]);
    // A third code carries the three tries already spent: two are left, not five.
    const third = await issueVerificationCode(test.db, user.id);
    const codes = [first.code, second.code, third.code];
    const miss = ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD'].find((text) => !codes.includes(text));
    expect(await checkVerificationCode(test.db, user.id, miss ?? '')).toBe('invalid');
    expect(await checkVerificationCode(test.db, user.id, miss ?? '')).toBe('invalid');
    expect((await codesOf(user.id)).map((row) => row.attempts)).toEqual([5, 5, 5]);
    for (const code of codes) {
      expect(await checkVerificationCode(test.db, user.id, code)).toBe('locked');
    }
    expect(await verifiedAt(user.id)).toBeNull();

    // A code sent after the lock starts afresh, alone: the locked ones are gone.
    const fresh = await issueVerificationCode(test.db, user.id);
    expect(await codesOf(user.id)).toEqual([
      {
        code_hash: hashVerificationCode(user.id, fresh.code),
        attempts: 0,
        expires_at: fresh.expiresAt,
      },
    ]);
    expect(await checkVerificationCode(test.db, user.id, fresh.code)).toBe('verified');
  });

  it('count no more than five wrong tries when guesses arrive at once', async () => {
    const user = await insertUser(test.db);
    const { code } = await issueVerificationCode(test.db, user.id);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => checkVerificationCode(test.db, user.id, wrong(code))),
    );
    expect(outcomes.filter((outcome) => outcome === 'invalid')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(3);
    expect((await codesOf(user.id))[0]?.attempts).toBe(5);
    expect(await checkVerificationCode(test.db, user.id, code)).toBe('locked');
  });

  it('verify once when the right code is sent twice at once', async () => {
    const user = await insertUser(test.db);
    const { code } = await issueVerificationCode(test.db, user.id);
    const outcomes = await Promise.all([
      checkVerificationCode(test.db, user.id, code),
      checkVerificationCode(test.db, user.id, code),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'verified')).toHaveLength(1);
    expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
  });

  it("never accept one user's code for another", async () => {
    const first = await insertUser(test.db);
    const second = await insertUser(test.db);
    const { code } = await issueVerificationCode(test.db, first.id);
    let secondCode = code;
    while (secondCode === code) secondCode = (await issueVerificationCode(test.db, second.id)).code;
    expect(await checkVerificationCode(test.db, second.id, code)).toBe('invalid');
    expect(await verifiedAt(second.id)).toBeNull();
  });
});
