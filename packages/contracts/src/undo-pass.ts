import { z } from 'zod';
import { candidateSchema } from './candidates.js';
import { idSchema } from './fields.js';

// POST /api/matches/undo-pass: a second chance in the explore tab. The caller names whom they
// passed, so Undo brings back exactly the person the button names, or nobody.

export const undoPassRequestSchema = z.object({ targetUserId: idSchema });
export type UndoPassRequest = z.infer<typeof undoPassRequestSchema>;

/**
 * The person back as their card, exactly as GET /api/matches/potential shows it (they are at
 * the front of the deck now). `requestRestored`: a match request of theirs that the pass had
 * declined is waiting for an answer again.
 */
export const undoPassResponseSchema = z.object({
  candidate: candidateSchema,
  requestRestored: z.boolean(),
});
export type UndoPassResponse = z.infer<typeof undoPassResponseSchema>;

/** The 409 texts: an undo that cannot happen changes nothing and says why. */
export const UNDO_PASS_MESSAGES = {
  nothingToUndo: 'There is no pass to undo.',
  notLast: 'Only your most recent pass can be undone.',
  notAPass: 'A like cannot be undone.',
  alreadyUndone: 'That pass has already been undone.',
  notVisible: 'That person is no longer available.',
} as const;
