import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, errorBodySchema, hasErrorCode } from '../src/errors.js';

describe('error body', () => {
  it('is { message, code? }', () => {
    expect(errorBodySchema.parse({ message: 'Nope' })).toEqual({ message: 'Nope' });
    expect(errorBodySchema.parse({ message: 'Verify first', code: 'EMAIL_NOT_VERIFIED' })).toEqual({
      message: 'Verify first',
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(errorBodySchema.safeParse({ code: 'NOT_FOUND' }).success).toBe(false);
  });

  it('maps each code to its HTTP status (docs/ARCHITECTURE.md "Services")', () => {
    expect(ERROR_STATUS).toEqual({
      VALIDATION_FAILED: 400,
      UNAUTHENTICATED: 401,
      INVALID_CREDENTIALS: 401,
      EMAIL_NOT_VERIFIED: 403,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      PROFILE_NOT_FOUND: 404,
      INVALID_VERIFICATION_CODE: 400,
      VERIFICATION_LOCKED: 400,
      INVALID_RESET_TOKEN: 400,
      EMAIL_TAKEN: 409,
      CONFLICT: 409,
      PAYLOAD_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA_TYPE: 415,
      RATE_LIMITED: 429,
      INTERNAL: 500,
      UNAVAILABLE: 503,
    });
    expect(ERROR_CODES).toHaveLength(17);
  });

  it('hasErrorCode reads unknown bodies safely', () => {
    expect(hasErrorCode({ message: 'x', code: 'EMAIL_NOT_VERIFIED' }, 'EMAIL_NOT_VERIFIED')).toBe(
      true,
    );
    expect(hasErrorCode({ message: 'x', code: 'RATE_LIMITED' }, 'EMAIL_NOT_VERIFIED')).toBe(false);
    expect(hasErrorCode({ message: 'x' }, 'EMAIL_NOT_VERIFIED')).toBe(false);
    expect(hasErrorCode('403: Forbidden', 'FORBIDDEN')).toBe(false);
    expect(hasErrorCode(null, 'FORBIDDEN')).toBe(false);
  });
});
