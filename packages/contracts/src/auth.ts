import { z } from 'zod';
import { PASSWORD_LIMITS, VERIFICATION_CODE } from './constants.js';
import { emailSchema, idSchema } from './fields.js';
import { singleLineText } from './text.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// Sign-in, sign-out, the current user and email verification. Signup and the
// password reset calls have their own files.

/** POST /api/login. The form and the API take the same shape. */
export const loginRequestSchema = z.object({
  email: emailSchema(),
  password: singleLineText({ error: VALIDATION_MESSAGES.passwordRequired, allowInvisible: true })
    .min(1, VALIDATION_MESSAGES.passwordRequired)
    .max(PASSWORD_LIMITS.max, { error: VALIDATION_MESSAGES.passwordTooLong, abort: true }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ sessionToken: z.string().min(1) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/user. */
export const currentUserSchema = z.object({
  id: idSchema,
  email: z.string(),
  fullName: z.string(),
  emailVerified: z.boolean(),
  hasProfile: z.boolean(),
  /** The address of an email change waiting for its code, or null. */
  pendingEmail: z.string().nullable(),
  /** Since when the person has paused their account (hidden from every deck), or null. */
  pausedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

const CODE_PATTERN = new RegExp(`^[${VERIFICATION_CODE.alphabet}]*$`);

/**
 * The 6-character code, uppercased before it is checked because the input
 * uppercases as the person types and codes are case-insensitive.
 */
export const verificationCodeSchema = singleLineText({
  error: VALIDATION_MESSAGES.verificationCodeLength,
  trim: true,
})
  .toUpperCase()
  .length(VERIFICATION_CODE.length, {
    error: VALIDATION_MESSAGES.verificationCodeLength,
    abort: true,
  })
  .regex(CODE_PATTERN, VALIDATION_MESSAGES.verificationCodeCharacters);

/** POST /api/verify-email. */
export const verifyEmailRequestSchema = z.object({
  email: emailSchema(),
  code: verificationCodeSchema,
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** POST /api/verify-email/resend. */
export const resendVerificationRequestSchema = z.object({ email: emailSchema() });
export type ResendVerificationRequest = z.infer<typeof resendVerificationRequestSchema>;
