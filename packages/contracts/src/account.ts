import { DELETE_CONFIRMATION_TEXT } from './constants.js';

/** The delete dialog enables its action only for exactly this text (no trimming, no case folding). */
export function isDeleteConfirmation(typed: string): boolean {
  return typed === DELETE_CONFIRMATION_TEXT;
}
