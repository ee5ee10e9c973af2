import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkVerificationCode,
  hashVerificationCode,
  issueVerificationCode,
  newVerificationCode,
} from '../src/queries/email-verifications.js';
import { createTestDatabase, type TestDatabase } from '../src/testing.js';
import { insertUser } from './support/fixtures.js';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
});

afterAll(async () => {
  await test.destroy();
});

async function codesOf(userId: string) {
  return test.db
    .selectFrom('email_verifications')
    .select(['code_hash', 'attempts', 'expires_at'])
    .where('user_id', '=', userId)
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

/** A code that is certainly not `code`. */
function wrong(code: string): string {
  return code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
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

  it('are stored hashed, valid 24 hours, and a new one replaces the old', async () => {
    const user = await insertUser(test.db);
    const now = new Date('2026-03-01T10:00:00Z');
    const first = await issueVerificationCode(test.db, user.id, now);
    expect(first.expiresAt.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    const second = await issueVerificationCode(test.db, user.id, now);
    expect(await codesOf(user.id)).toEqual([
      {
        code_hash: hashVerificationCode(user.id, second.code),
        attempts: 0,
        expires_at: new Date('2026-03-02T10:00:00.000Z'),
      },
    ]);
    if (first.code !== second.code) {
      expect(await checkVerificationCode(test.db, user.id, first.code, now)).toBe('invalid');
    }
  });

  it('leave one live code however many requests race', async () => {
    const user = await insertUser(test.db);
    await Promise.all(Array.from({ length: 5 }, () => issueVerificationCode(test.db, user.id)));
    expect(await codesOf(user.id)).toHaveLength(1);
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

  it('count no more than five wrong tries when guesses arrive at once', async () => {
    const user = await insertUser(test.db);
    const { code } = await issueVerificationCode(test.db, user.id);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => checkVerificationCode(test.db, user.id, wrong(code))),
    );
    expect(outcomes.filter((outcome) => outcome === 'invalid').length).toBeLessThanOrEqual(5);
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
