import { z } from 'zod';
import { verificationCodeSchema } from './auth.js';
import { PASSWORD_LIMITS } from './constants.js';
import { emailSchema } from './fields.js';
import { singleLineText } from './text.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

// Changing the sign-in email (docs/ARCHITECTURE.md "Email change"): the current password asks
// for it, the code sent to the new address finishes it, and the link sent to the old one undoes it.

/** The password the person signs in with now; only its presence is checked here. */
export const currentPasswordSchema = singleLineText({
  error: VALIDATION_MESSAGES.currentPasswordRequired,
  allowInvisible: true,
})
  .min(1, VALIDATION_MESSAGES.currentPasswordRequired)
  .max(PASSWORD_LIMITS.max, { error: VALIDATION_MESSAGES.passwordTooLong, abort: true });

/** PATCH /api/user/email: asks for the change; nothing about sign-in changes yet. */
export const updateEmailRequestSchema = z.object({
  email: emailSchema(),
  currentPassword: currentPasswordSchema,
});
export type UpdateEmailRequest = z.infer<typeof updateEmailRequestSchema>;

/** `pendingEmail` is where the code went; the account keeps its address until it is entered. */
export const updateEmailResponseSchema = z.object({
  message: z.string(),
  pendingEmail: z.string(),
});
export type UpdateEmailResponse = z.infer<typeof updateEmailResponseSchema>;

/** POST /api/user/email/confirm: the code sent to the new address. */
export const confirmEmailChangeRequestSchema = z.object({ code: verificationCodeSchema });
export type ConfirmEmailChangeRequest = z.infer<typeof confirmEmailChangeRequestSchema>;

/** The answer of confirm and cancel: `email` is the account's address now. */
export const emailChangeResultSchema = z.object({ message: z.string(), email: z.string() });
export type EmailChangeResult = z.infer<typeof emailChangeResultSchema>;

/** POST /api/user/email/cancel: the token of the link in the notice to the old address. */
export const cancelEmailChangeRequestSchema = z.object({
  token: singleLineText({ error: VALIDATION_MESSAGES.cancelTokenRequired, trim: true })
    .min(1, VALIDATION_MESSAGES.cancelTokenRequired)
    .max(512, { error: VALIDATION_MESSAGES.cancelTokenRequired, abort: true }),
});
export type CancelEmailChangeRequest = z.infer<typeof cancelEmailChangeRequestSchema>;
