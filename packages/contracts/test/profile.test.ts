import { describe, expect, it } from 'vitest';
import {
  bioEditSchema,
  profileImageEditSchema,
  profileSetupSchema,
  profileUpdateKind,
  updateProfileRequestSchema,
} from '../src/profile.js';
import { PHOTO_URL, validSetup } from './fixtures.js';

describe('PATCH /api/profile body', () => {
  it('parses each variant to its own trimmed shape', () => {
    expect(
      updateProfileRequestSchema.parse({ ...validSetup, bio: `  ${validSetup.bio}  ` }),
    ).toEqual(validSetup);
    expect(updateProfileRequestSchema.parse({ bio: '  New bio  ' })).toEqual({ bio: 'New bio' });
    expect(updateProfileRequestSchema.parse({ profileImageUrl: PHOTO_URL })).toEqual({
      profileImageUrl: PHOTO_URL,
    });
  });

  it('does not mix variants', () => {
    const result = updateProfileRequestSchema.safeParse({
      bio: 'A fine bio',
      profileImageUrl: PHOTO_URL,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unrecognized key: "profileImageUrl"');
  });

  it('reports the unknown key of a setup body', () => {
    const result = updateProfileRequestSchema.safeParse({ ...validSetup, isAdmin: true });
    expect(result.error?.issues[0]?.message).toBe('Unrecognized key: "isAdmin"');
  });

  it.each([
    [{ ...validSetup }, 'setup'],
    [{ photos: [] }, 'setup'],
    [{ bio: 'x', location: 'Hamilton' }, 'setup'],
    [{ bio: 'x' }, 'bio'],
    [{ bio: 'x', profileImageUrl: '/a.webp' }, 'bio'],
    [{ profileImageUrl: '/a.webp' }, 'image'],
    [{}, 'setup'],
    [null, 'setup'],
    ['bio', 'setup'],
  ])('profileUpdateKind(%j) is %s', (input, kind) => {
    expect(profileUpdateKind(input)).toBe(kind);
  });
});

describe('profile setup form', () => {
  it('defaults are valid bounds', () => {
    expect(
      profileSetupSchema.safeParse({ ...validSetup, ageRangeMin: 18, ageRangeMax: 35 }).success,
    ).toBe(true);
  });

  it('puts the min > max error on ageRangeMax', () => {
    const result = profileSetupSchema.safeParse({
      ...validSetup,
      ageRangeMin: 50,
      ageRangeMax: 49,
    });
    expect(result.error?.issues).toMatchObject([
      { message: 'Invalid age range', path: ['ageRangeMax'] },
    ]);
  });

  it('rejects a fractional age', () => {
    const result = profileSetupSchema.safeParse({ ...validSetup, ageRangeMin: 20.5 });
    expect(result.error?.issues[0]?.message).toBe('Invalid age range');
  });

  it('accepts exactly 10 and 500 characters after trimming', () => {
    expect(
      profileSetupSchema.safeParse({ ...validSetup, bio: ` ${'x'.repeat(10)} ` }).success,
    ).toBe(true);
    expect(profileSetupSchema.safeParse({ ...validSetup, bio: 'x'.repeat(500) }).success).toBe(
      true,
    );
    expect(profileSetupSchema.safeParse({ ...validSetup, bio: ` ${'x'.repeat(9)} ` }).success).toBe(
      false,
    );
  });
});

describe('profile tab edits', () => {
  it('bio: trimmed, empty rejected, 500 max', () => {
    expect(bioEditSchema.parse({ bio: ' hi ' })).toEqual({ bio: 'hi' });
    expect(bioEditSchema.safeParse({ bio: '\n \t' }).error?.issues[0]?.message).toBe(
      'Bio cannot be empty',
    );
    expect(bioEditSchema.safeParse({ bio: 'x'.repeat(500) }).success).toBe(true);
  });

  it('profile image: http(s) or root-relative only', () => {
    for (const url of [
      'https://cdn.example.nz/a.webp',
      'http://localhost:3000/a.webp',
      '/uploads/a.webp',
    ]) {
      expect(profileImageEditSchema.safeParse({ profileImageUrl: url }).success).toBe(true);
    }
    for (const url of ['//evil.example/a.webp', 'uploads/a.webp', 'ftp://x/a', '', '/a b.webp']) {
      expect(profileImageEditSchema.safeParse({ profileImageUrl: url }).success).toBe(false);
    }
  });
});
