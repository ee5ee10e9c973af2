import { apiRoutes } from '@starmatch/contracts/api-routes';
import { endMatch } from '@starmatch/domain/matching/end-match';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** DELETE /api/matches/:id/unmatch: either member ends the match and its conversation. */
export async function unmatchRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.unmatch, async (request) => {
    const { userId } = sessionOf(request.raw);
    const result = await endMatch(app.domain, { matchId: request.params.id, userId });
    if (result.outcome === 'not_found') throw new NotFoundError();
    return { success: true as const };
  });
}
