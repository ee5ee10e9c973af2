import { z } from 'zod';

// Every non-2xx answer of the API has this body. `code` is present where a
// client branches on the kind of failure rather than showing the message.

/** Machine-readable failure kinds and the HTTP status each one is sent with. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  /** A wrong current password where a signed-in call asks for it again (an email change). */
  INCORRECT_PASSWORD: 403,
  NOT_FOUND: 404,
  PROFILE_NOT_FOUND: 404,
  INVALID_VERIFICATION_CODE: 400,
  VERIFICATION_LOCKED: 400,
  INVALID_RESET_TOKEN: 400,
  INVALID_CANCEL_TOKEN: 400,
  INVALID_UNSUBSCRIBE_TOKEN: 400,
  /** An appeal link that is not ours, or whose suspension or ban no longer stands. */
  INVALID_APPEAL_TOKEN: 400,
  NO_PENDING_EMAIL_CHANGE: 400,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  /** Something that was there and is no more (an expired data export). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const errorCodeSchema = z.enum(ERROR_CODES);

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  /**
   * The sign-in refusal of a suspended or banned account, to someone who gave its password: the
   * token of the appeal page (/appeal?token=…), when the sanction can be appealed.
   */
  appealToken: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** True when an unknown value (e.g. a parsed response body) carries the given code. */
export function hasErrorCode(body: unknown, code: ErrorCode): boolean {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success && parsed.data.code === code;
}
