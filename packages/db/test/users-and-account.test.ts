import { describe, expect, it } from 'vitest';
import { getCurrentUser } from '../src/queries/account.js';
import {
  changeUserEmail,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  updatePasswordHash,
} from '../src/queries/users.js';
import { fileDatabase } from './support/file-database.js';
import { insertUser } from './support/fixtures.js';

const test = fileDatabase();

const account = {
  email: ' Wiremu.Smith@Example.NZ',
  passwordHash: '$argon2id$hash',
  fullName: 'Wiremu Smith',
  dateOfBirth: '1990-02-28',
  gender: 'Male',
} as const;

describe('users', () => {
  it('creates an unverified account with a lowercased email, found in any case', async () => {
    const user = await createUser(test.db, account);
    expect(user).toMatchObject({
      email: 'wiremu.smith@example.nz',
      password_hash: '$argon2id$hash',
      full_name: 'Wiremu Smith',
      date_of_birth: '1990-02-28',
      gender: 'Male',
      email_verified_at: null,
    });
    expect((await findUserByEmail(test.db, 'WIREMU.smith@example.nz '))?.id).toBe(user?.id);
    expect((await findUserById(test.db, user!.id))?.email).toBe('wiremu.smith@example.nz');
    expect(await findUserByEmail(test.db, 'nobody@example.nz')).toBeUndefined();
  });

  it('refuses a taken email in any case, even when two sign-ups race', async () => {
    expect(await createUser(test.db, { ...account, email: 'WIREMU.SMITH@example.nz' })).toBeNull();
    const racing = await Promise.all([
      createUser(test.db, { ...account, email: 'race@example.nz' }),
      createUser(test.db, { ...account, email: 'RACE@example.nz' }),
    ]);
    expect(racing.filter((user) => user !== null)).toHaveLength(1);
  });

  it('updates the password hash', async () => {
    const user = await insertUser(test.db);
    await updatePasswordHash(test.db, user.id, '$argon2id$rehashed');
    expect((await findUserById(test.db, user.id))?.password_hash).toBe('$argon2id$rehashed');
  });

  it('changes the email, unverified unless told when it was verified, or reports it taken', async () => {
    const user = await insertUser(test.db);
    const other = await insertUser(test.db);
    await test.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    expect(await changeUserEmail(test.db, user.id, other.email.toUpperCase())).toBe('taken');
    expect(await changeUserEmail(test.db, user.id, 'New.Address@Example.NZ')).toBe('changed');
    expect(await findUserById(test.db, user.id)).toMatchObject({
      email: 'new.address@example.nz',
      email_verified_at: null,
    });
    const verifiedAt = new Date('2026-03-01T10:00:00Z');
    expect(await changeUserEmail(test.db, user.id, 'Kept@Example.NZ', verifiedAt)).toBe('changed');
    expect(await findUserById(test.db, user.id)).toMatchObject({
      email: 'kept@example.nz',
      email_verified_at: verifiedAt,
    });
    expect(
      await changeUserEmail(test.db, '00000000-0000-4000-8000-000000000000', 'x@example.nz'),
    ).toBe('missing');
  });

  it('deletes a user once', async () => {
    const user = await insertUser(test.db);
    expect(await deleteUser(test.db, user.id)).toBe(true);
    expect(await deleteUser(test.db, user.id)).toBe(false);
    expect(await findUserById(test.db, user.id)).toBeUndefined();
  });

  it("deletes the waitlist entry of the user's address with the user, and no other", async () => {
    const user = await insertUser(test.db, { email: 'hine.leaving@example.nz' });
    const entry = { age_group: '26-31', gender: 'female', is_nz_based: true } as const;
    await test.db
      .insertInto('waitlist')
      .values([
        { ...entry, email: 'hine.leaving@example.nz' },
        { ...entry, email: 'hine.staying@example.nz' },
      ])
      .execute();
    expect(await deleteUser(test.db, user.id)).toBe(true);
    const left = await test.db
      .selectFrom('waitlist')
      .select('email')
      .where('email', 'like', 'hine.%')
      .execute();
    expect(left).toEqual([{ email: 'hine.staying@example.nz' }]);
  });
});

describe('the current user', () => {
  it('has a profile only with the profile row and at least one photo', async () => {
    const user = await insertUser(test.db, { fullName: 'Ana Lee', email: 'ana@example.nz' });
    const expected = {
      id: user.id,
      email: 'ana@example.nz',
      fullName: 'Ana Lee',
      emailVerified: false,
      hasProfile: false,
      pendingEmail: null,
      pausedAt: null,
    };
    expect(await getCurrentUser(test.db, user.id)).toEqual(expected);
    await test.db
      .insertInto('profiles')
      .values({
        user_id: user.id,
        bio: 'Long enough bio.',
        sexual_orientation: 'heterosexual',
        location: 'Auckland, Auckland',
        city: 'Auckland',
        age_range_min: 18,
        age_range_max: 35,
        zodiac_sign: 'gemini',
      })
      .execute();
    expect(await getCurrentUser(test.db, user.id)).toEqual(expected);
    const photo = { user_id: user.id, url: '/p.webp', width: 1, height: 1, bytes: 1 };
    await test.db
      .insertInto('photos')
      .values([
        { ...photo, position: 0, format: 'webp' },
        { ...photo, position: 1, format: 'webp' },
      ])
      .execute();
    await test.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    expect(await getCurrentUser(test.db, user.id)).toEqual({
      ...expected,
      emailVerified: true,
      hasProfile: true,
    });
  });

  it('is null for an unknown id', async () => {
    expect(await getCurrentUser(test.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
