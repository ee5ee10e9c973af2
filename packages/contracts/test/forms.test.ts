import { describe, expect, it } from 'vitest';
import { isDeleteConfirmation } from '../src/account.js';
import { verificationCodeSchema } from '../src/auth.js';
import { splitFullName } from '../src/candidates.js';
import { currentChatMatchSchema } from '../src/matches.js';
import { messagesQuerySchema } from '../src/messages.js';
import { FORGOT_PASSWORD_MESSAGE, resetPasswordFormSchema } from '../src/password-reset.js';
import {
  compressionRatio,
  profileTabImageFileSchema,
  uploadImageFileSchema,
} from '../src/upload.js';
import { WAITLIST_VALIDATION } from '../src/validation-messages.js';
import { match } from './fixtures.js';

const MB = 1024 * 1024;

describe('reset password form', () => {
  it('needs both fields of at least 6 characters, matching', () => {
    expect(
      resetPasswordFormSchema.safeParse({ password: 'sixsix', confirmPassword: 'sixsix' }).success,
    ).toBe(true);
    const mismatch = resetPasswordFormSchema.safeParse({
      password: 'sixsix',
      confirmPassword: 'sixsiy',
    });
    expect(mismatch.error?.issues).toMatchObject([
      { message: "Passwords don't match", path: ['confirmPassword'] },
    ]);
    const short = resetPasswordFormSchema.safeParse({
      password: 'five5',
      confirmPassword: 'five5',
    });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([
      'Password must be at least 6 characters',
      'Password must be at least 6 characters',
    ]);
  });

  it('forgot-password answer is the neutral sentence', () => {
    expect(FORGOT_PASSWORD_MESSAGE).toBe(
      "If an account exists with that email, you'll receive a password reset link shortly.",
    );
  });
});

describe('verification code', () => {
  it('is uppercased and trimmed before the checks', () => {
    expect(verificationCodeSchema.parse(' ab12cd ')).toBe('AB12CD');
    expect(verificationCodeSchema.safeParse('ab12c').error?.issues[0]?.message).toBe(
      'Verification code must be 6 characters',
    );
    expect(verificationCodeSchema.safeParse('ab12c!').error?.issues[0]?.message).toBe(
      'Verification code must contain only letters and numbers',
    );
  });
});

describe('image file checks before upload', () => {
  it.each([
    [
      uploadImageFileSchema,
      'Please select a valid image file',
      'Image file too large. Please choose a file smaller than 5MB',
    ],
    [profileTabImageFileSchema, 'Please select an image file', 'Image must be smaller than 5MB'],
  ])('use the wording of their screen', (schema, typeMessage, sizeMessage) => {
    expect(schema.safeParse({ type: 'image/heic', size: 5 * MB }).success).toBe(true);
    expect(schema.safeParse({ type: 'application/pdf', size: 10 }).error?.issues[0]?.message).toBe(
      typeMessage,
    );
    expect(schema.safeParse({ type: '', size: 10 }).error?.issues[0]?.message).toBe(typeMessage);
    expect(
      schema.safeParse({ type: 'image/png', size: 5 * MB + 1 }).error?.issues[0]?.message,
    ).toBe(sizeMessage);
  });

  it('compression ratio is optimised over original, 2 decimals', () => {
    expect(compressionRatio(2_000_000, 250_000)).toBe(0.13);
    expect(compressionRatio(1000, 1000)).toBe(1);
    expect(compressionRatio(0, 10)).toBe(1);
  });
});

describe('small helpers', () => {
  it('delete confirmation is exactly DELETE', () => {
    expect(isDeleteConfirmation('DELETE')).toBe(true);
    for (const typed of ['delete', 'DELETE ', ' DELETE', 'DELET', ''])
      expect(isDeleteConfirmation(typed)).toBe(false);
  });

  it('splits full names', () => {
    expect(splitFullName('Aroha Ngata')).toEqual({ firstName: 'Aroha', lastName: 'Ngata' });
    expect(splitFullName('  Mele  Taufa  Havili ')).toEqual({
      firstName: 'Mele',
      lastName: 'Taufa Havili',
    });
    expect(splitFullName('Wiremu')).toEqual({ firstName: 'Wiremu', lastName: '' });
  });

  it('messages query defaults to the latest 50 and coerces the query string', () => {
    expect(messagesQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(messagesQuerySchema.parse({ limit: '100' })).toEqual({ limit: 100 });
  });

  it('stored chat match keeps id and otherUser only', () => {
    expect(currentChatMatchSchema.parse(match)).toEqual({
      id: match.id,
      otherUser: match.otherUser,
    });
  });

  it('waitlist toasts have their documented titles and texts', () => {
    expect(WAITLIST_VALIDATION).toEqual({
      email: { title: 'Invalid Email', description: 'Please enter a valid email address.' },
      ageGroup: { title: 'Age Group Required', description: 'Please select your age group.' },
      gender: { title: 'Gender Required', description: 'Please select your gender.' },
      isNzBased: {
        title: 'Location Required',
        description: 'Please indicate if you are NZ based.',
      },
    });
  });
});
