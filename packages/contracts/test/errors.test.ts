import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_STATUS,
  errorBodySchema,
  errorCodeSchema,
  hasErrorCode,
} from '../src/errors.js';

describe('error body', () => {
  it('is { message, code? }', () => {
    expect(errorBodySchema.parse({ message: 'Nope' })).toEqual({ message: 'Nope' });
    expect(errorBodySchema.parse({ message: 'Verify first', code: 'EMAIL_NOT_VERIFIED' })).toEqual({
      message: 'Verify first',
      code: 'EMAIL_NOT_VERIFIED',
    });
    expect(errorBodySchema.safeParse({ code: 'NOT_FOUND' }).success).toBe(false);
  });

  it('sends every code with an error status: 4xx for the caller, 5xx only for the server', () => {
    expect(ERROR_CODES).toEqual(Object.keys(ERROR_STATUS));
    const serverSide = ERROR_CODES.filter((code) => ERROR_STATUS[code] >= 500);
    expect(serverSide.sort()).toEqual(['INTERNAL', 'UNAVAILABLE']);
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
      expect(Number.isInteger(ERROR_STATUS[code])).toBe(true);
    }
  });

  it('every code can be carried by an error body and read back, and only those', () => {
    for (const code of ERROR_CODES) {
      expect(errorCodeSchema.parse(code)).toBe(code);
      const body = errorBodySchema.parse({ message: 'x', code });
      expect(hasErrorCode(body, code)).toBe(true);
    }
    expect(errorCodeSchema.safeParse('TEAPOT').success).toBe(false);
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
