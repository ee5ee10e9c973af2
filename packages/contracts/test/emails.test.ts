import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loginRequestSchema,
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
} from '../src/auth.js';
import { updateEmailRequestSchema } from '../src/email-change.js';
import { emailJobSchema } from '../src/jobs.js';
import { forgotPasswordRequestSchema } from '../src/password-reset.js';
import { signupRequestSchema } from '../src/signup.js';
import { joinWaitlistRequestSchema } from '../src/waitlist.js';

const rest: Record<string, object> = {
  signup: {
    fullName: 'Aroha Ngata',
    dateOfBirth: '1990-05-01T00:00:00.000Z',
    gender: 'Female',
    password: 'correct horse',
  },
  login: { password: 'pw' },
  verifyEmail: { code: 'ABC123' },
  waitlist: { ageGroup: '18-25', gender: 'female', isNzBased: true },
  emailJob: { template: 'signup-attempt' },
  updateEmail: { currentPassword: 'correct horse' },
};

const schemas: [string, z.ZodType, object][] = [
  ['signup', signupRequestSchema, rest.signup ?? {}],
  ['login', loginRequestSchema, rest.login ?? {}],
  ['verifyEmail', verifyEmailRequestSchema, rest.verifyEmail ?? {}],
  ['resendVerification', resendVerificationRequestSchema, {}],
  ['forgotPassword', forgotPasswordRequestSchema, {}],
  ['updateEmail', updateEmailRequestSchema, rest.updateEmail ?? {}],
  ['waitlist', joinWaitlistRequestSchema, rest.waitlist ?? {}],
];

function emailOf(schema: z.ZodType, input: object): unknown {
  return (schema.parse(input) as { email: unknown }).email;
}

describe.each(schemas)('%s email', (_name, schema, others) => {
  it('is trimmed and lowercased', () => {
    expect(emailOf(schema, { ...others, email: '  Kiri.Te-Kanawa+NZ@Example.CO.NZ \n' })).toBe(
      'kiri.te-kanawa+nz@example.co.nz',
    );
  });

  it('is limited to 254 characters after trimming', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.nz`;
    const max = `${local}@${domain}`;
    expect(max).toHaveLength(254);
    expect(emailOf(schema, { ...others, email: ` ${max} ` })).toBe(max);
    const result = schema.safeParse({ ...others, email: `a${max}` });
    expect(result.error?.issues[0]?.message).toBe('Email must be at most 254 characters');
  });

  it.each(['', 'plain', 'a@b', '@example.nz', 'a b@example.nz', 'a@@example.nz'])(
    'rejects %j',
    (email) => {
      expect(schema.safeParse({ ...others, email }).success).toBe(false);
    },
  );
});

describe('email job recipients', () => {
  it('normalises to and newEmail', () => {
    const parsed = emailJobSchema.parse({
      template: 'email-change-notice',
      to: ' Old@Example.NZ',
      fullName: 'Aroha',
      newEmail: 'New@Example.NZ ',
      cancelToken: 'tok',
    });
    expect(parsed).toEqual({
      template: 'email-change-notice',
      to: 'old@example.nz',
      fullName: 'Aroha',
      newEmail: 'new@example.nz',
      cancelToken: 'tok',
    });
  });
});
