import { apiRoutes } from '@starmatch/contracts/api-routes';
import { unmatch } from '@starmatch/db/queries/matches';
import { publishToUsers } from '@starmatch/service-kit/publish-to-users';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** DELETE /api/matches/:id/unmatch: either member ends the match and its conversation. */
export async function unmatchRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.unmatch, async (request) => {
    const { userId } = sessionOf(request.raw);
    const matchId = request.params.id;
    const removed = await unmatch(app.db, { matchId, userId });
    if (!removed) throw new NotFoundError();
    await publishToUsers(app.bus, request.raw.log, [removed.otherUserId, userId], {
      type: 'unmatched',
      matchId,
    });
    return { success: true as const };
  });
}
