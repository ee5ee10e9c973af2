import { apiRoutes } from '@starmatch/contracts/api-routes';
import { candidateSchema } from '@starmatch/contracts/candidates';
import { UNDO_PASS_MESSAGES } from '@starmatch/contracts/undo-pass';
import { type UndoPassRefusal, undoPass } from '@starmatch/domain/matching/undo-pass';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

const REFUSALS: Record<UndoPassRefusal, string> = {
  nothing_to_undo: UNDO_PASS_MESSAGES.nothingToUndo,
  not_last: UNDO_PASS_MESSAGES.notLast,
  not_a_pass: UNDO_PASS_MESSAGES.notAPass,
  already_undone: UNDO_PASS_MESSAGES.alreadyUndone,
  not_visible: UNDO_PASS_MESSAGES.notVisible,
};

/**
 * POST /api/matches/undo-pass: takes back the caller's latest pass, once, and answers the person's
 * card; they are first in the next deck read (packages/domain matching/undo-pass.ts). Anything
 * else answers 409 with the reason and changes nothing. An undo changes a decision, so it counts
 * against the same per-minute limit as likes and passes.
 */
export async function undoPassRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.undoPass, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.likePerAccount, userId]]);
    const result = await undoPass(app.domain, { userId, targetUserId: request.body.targetUserId });
    if (result.outcome !== 'restored') throw new HttpError('CONFLICT', REFUSALS[result.outcome]);
    return {
      candidate: candidateSchema.parse(JSON.parse(result.card)),
      requestRestored: result.requestRestored,
    };
  });
}
