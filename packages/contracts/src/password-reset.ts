import { z } from 'zod';
import { PASSWORD_LIMITS } from './constants.js';
import { emailSchema } from './fields.js';
import { singleLineText } from './text.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

/**
 * The answer to every forgot-password request, known email or not, so the
 * call cannot be used to find out who has an account (docs/PRODUCT.md "Privacy").
 */
export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists with that email, you'll receive a password reset link shortly.";

/** POST /api/auth/forgot-password. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

const resetPasswordSchema = singleLineText({
  error: VALIDATION_MESSAGES.resetPasswordTooShort,
  allowInvisible: true,
})
  .min(PASSWORD_LIMITS.resetMin, VALIDATION_MESSAGES.resetPasswordTooShort)
  .max(PASSWORD_LIMITS.max, { error: VALIDATION_MESSAGES.passwordTooLong, abort: true });

/** POST /api/auth/reset-password. The token comes from the link in the reset email. */
export const resetPasswordRequestSchema = z.object({
  token: singleLineText({ error: VALIDATION_MESSAGES.resetTokenRequired, trim: true })
    .min(1, VALIDATION_MESSAGES.resetTokenRequired)
    .max(512, { error: VALIDATION_MESSAGES.resetTokenRequired, abort: true }),
  password: resetPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The reset form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: resetPasswordSchema, confirmPassword: resetPasswordSchema })
  .refine((form) => form.password === form.confirmPassword, {
    message: VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
