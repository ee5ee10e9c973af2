import { z } from 'zod';
import { DELETE_CONFIRMATION_TEXT } from './constants.js';
import { emailSchema } from './fields.js';

/** PATCH /api/user/email. */
export const updateEmailRequestSchema = z.object({ email: emailSchema() });
export type UpdateEmailRequest = z.infer<typeof updateEmailRequestSchema>;

export const updateEmailResponseSchema = z.object({ message: z.string(), email: z.string() });
export type UpdateEmailResponse = z.infer<typeof updateEmailResponseSchema>;

/** The delete dialog enables its action only for exactly this text (no trimming, no case folding). */
export function isDeleteConfirmation(typed: string): boolean {
  return typed === DELETE_CONFIRMATION_TEXT;
}
