import { z } from 'zod';
import { DELETE_CONFIRMATION_TEXT } from './constants.js';
import { currentPasswordSchema } from './email-change.js';

/** The delete dialog enables its action only for exactly this text (no trimming, no case folding). */
export function isDeleteConfirmation(typed: string): boolean {
  return typed === DELETE_CONFIRMATION_TEXT;
}

/**
 * DELETE /api/user/account: the current password, asked again as for an email change, so that
 * a session token alone (it lives in localStorage) cannot erase the account.
 */
export const deleteAccountRequestSchema = z.object({ currentPassword: currentPasswordSchema });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
