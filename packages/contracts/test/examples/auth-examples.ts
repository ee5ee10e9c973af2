import { missing, USER_ID } from '../fixtures.js';
import type { RouteExamples } from './types.js';

const thisYear = new Date().getUTCFullYear();
const signup = {
  fullName: 'Aroha Ngata',
  dateOfBirth: '1996-04-02T00:00:00.000Z',
  email: 'aroha@example.nz',
  gender: 'Female',
  password: 'correct horse',
};
const sentence = {
  valid: [{ message: 'Done.' }],
  invalid: [{ input: {}, message: missing('string') }],
};

/** The current user, as GET /api/auth/user and the pause calls answer it. */
function currentUserExamples() {
  return {
    response: {
      valid: [
        {
          id: USER_ID,
          email: 'a@b.nz',
          fullName: 'Aroha Ngata',
          emailVerified: true,
          hasProfile: false,
          pendingEmail: null,
          pausedAt: null,
        },
        {
          id: USER_ID,
          email: 'a@b.nz',
          fullName: 'Aroha Ngata',
          emailVerified: true,
          hasProfile: true,
          pendingEmail: 'c@d.nz',
          pausedAt: '2026-11-29T03:00:00.000Z',
        },
      ],
      invalid: [
        {
          input: {
            id: USER_ID,
            email: 'a@b.nz',
            fullName: 'A',
            emailVerified: 'yes',
            hasProfile: false,
            pendingEmail: null,
            pausedAt: null,
          },
          message: 'Invalid input: expected boolean, received string',
        },
        {
          input: {
            id: USER_ID,
            email: 'a@b.nz',
            fullName: 'A',
            emailVerified: true,
            hasProfile: false,
          },
          message: 'Invalid input: expected string, received undefined',
        },
        {
          input: {
            id: USER_ID,
            email: 'a@b.nz',
            fullName: 'A',
            emailVerified: true,
            hasProfile: true,
            pendingEmail: null,
            pausedAt: 'yesterday',
          },
          message: 'Invalid ISO datetime',
        },
      ],
    },
  };
}

export const authExamples = {
  getCurrentUser: currentUserExamples(),
  pauseAccount: currentUserExamples(),
  resumeAccount: currentUserExamples(),
  logout: { response: sentence },
  signup: {
    body: {
      valid: [signup, { ...signup, gender: 'Male', dateOfBirth: '1990-01-31T11:00:00+13:00' }],
      invalid: [
        {
          input: { ...signup, fullName: ' A ' },
          message: 'Full name must be at least 2 characters',
        },
        { input: { ...signup, email: 'aroha@' }, message: 'Please enter a valid email address' },
        { input: { ...signup, gender: 'Other' }, message: 'Please select your gender' },
        { input: { ...signup, gender: '' }, message: 'Please select your gender' },
        {
          input: { ...signup, password: 'short' },
          message: 'Password must be at least 8 characters',
        },
        {
          input: { ...signup, password: 'x'.repeat(129) },
          message: 'Password must be at most 128 characters',
        },
        {
          input: { ...signup, dateOfBirth: '02/04/1996' },
          message: 'Date of birth must be an ISO date-time',
        },
        {
          input: { ...signup, dateOfBirth: `${thisYear - 10}-01-01T00:00:00.000Z` },
          message: 'You must be 18 or older to join',
        },
        {
          input: { ...signup, dateOfBirth: '1850-01-01T00:00:00.000Z' },
          message: 'Please enter a valid date of birth',
        },
      ],
    },
    response: sentence,
  },
  login: {
    body: {
      valid: [{ email: 'aroha@example.nz', password: 'x' }],
      invalid: [
        { input: { email: 'aroha@example.nz', password: '' }, message: 'Password is required' },
        { input: { email: 'aroha@example.nz' }, message: 'Password is required' },
        {
          input: { email: 'not-an-email', password: 'pw' },
          message: 'Please enter a valid email address',
        },
      ],
    },
    response: {
      valid: [{ sessionToken: 'opaque-token' }],
      invalid: [
        {
          input: { sessionToken: '' },
          message: 'Too small: expected string to have >=1 characters',
        },
      ],
    },
  },
  verifyEmail: {
    body: {
      valid: [
        { email: 'aroha@example.nz', code: 'AB12CD' },
        { email: 'aroha@example.nz', code: 'ab12cd' },
      ],
      invalid: [
        {
          input: { email: 'aroha@example.nz', code: 'AB12C' },
          message: 'Verification code must be 6 characters',
        },
        {
          input: { email: 'aroha@example.nz', code: 'AB12CDE' },
          message: 'Verification code must be 6 characters',
        },
        {
          input: { email: 'aroha@example.nz', code: 'AB-12C' },
          message: 'Verification code must contain only letters and numbers',
        },
      ],
    },
    response: sentence,
  },
  resendVerification: {
    body: {
      valid: [{ email: 'aroha@example.nz' }],
      invalid: [{ input: {}, message: 'Please enter a valid email address' }],
    },
    response: sentence,
  },
  forgotPassword: {
    body: {
      valid: [{ email: 'aroha@example.nz' }],
      invalid: [{ input: { email: 'aroha' }, message: 'Please enter a valid email address' }],
    },
    response: sentence,
  },
  resetPassword: {
    body: {
      valid: [{ token: 'abc123', password: 'sixsix' }],
      invalid: [
        {
          input: { token: 'abc123', password: 'five5' },
          message: 'Password must be at least 6 characters',
        },
        { input: { token: '  ', password: 'sixsix' }, message: 'Reset token is required' },
      ],
    },
    response: sentence,
  },
  updateEmail: {
    body: {
      valid: [{ email: 'new@example.nz', currentPassword: 'x' }],
      invalid: [
        {
          input: { email: 'new.example.nz', currentPassword: 'x' },
          message: 'Please enter a valid email address',
        },
        { input: { email: 'new@example.nz' }, message: 'Current password is required' },
        {
          input: { email: 'new@example.nz', currentPassword: '' },
          message: 'Current password is required',
        },
        {
          input: { email: 'new@example.nz', currentPassword: 'x'.repeat(129) },
          message: 'Password must be at most 128 characters',
        },
      ],
    },
    response: {
      valid: [{ message: 'We sent a code.', pendingEmail: 'new@example.nz' }],
      invalid: [{ input: { message: 'We sent a code.' }, message: missing('string') }],
    },
  },
  confirmEmailChange: {
    body: {
      valid: [{ code: 'AB12CD' }, { code: ' ab12cd ' }],
      invalid: [
        { input: { code: 'AB12C' }, message: 'Verification code must be 6 characters' },
        { input: {}, message: 'Verification code must be 6 characters' },
        {
          input: { code: 'AB-12C' },
          message: 'Verification code must contain only letters and numbers',
        },
      ],
    },
    response: {
      valid: [{ message: 'Email updated.', email: 'new@example.nz' }],
      invalid: [{ input: { message: 'Email updated.' }, message: missing('string') }],
    },
  },
  resendEmailChangeCode: {
    response: {
      valid: [{ message: 'We sent a new code.', pendingEmail: 'new@example.nz' }],
      invalid: [{ input: { pendingEmail: 'new@example.nz' }, message: missing('string') }],
    },
  },
  abandonEmailChange: { response: sentence },
  cancelEmailChange: {
    body: {
      valid: [{ token: 'abc123' }],
      invalid: [
        { input: { token: '  ' }, message: 'Cancel token is required' },
        { input: {}, message: 'Cancel token is required' },
      ],
    },
    response: {
      valid: [{ message: 'Cancelled.', email: 'old@example.nz' }],
      invalid: [{ input: { email: 'old@example.nz' }, message: missing('string') }],
    },
  },
  deleteAccount: {
    body: {
      valid: [{ currentPassword: 'x' }],
      invalid: [
        { input: {}, message: 'Current password is required' },
        { input: { currentPassword: '' }, message: 'Current password is required' },
        {
          input: { currentPassword: 'x'.repeat(129) },
          message: 'Password must be at most 128 characters',
        },
      ],
    },
    response: sentence,
  },
} satisfies Record<string, RouteExamples>;
