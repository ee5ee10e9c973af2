import { apiRoutes } from '@starmatch/contracts/api-routes';
import { findMatchOfMember } from '@starmatch/db/queries/matches';
import { readPresence } from '@starmatch/domain/chat/presence';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/**
 * GET /api/matches/:id/presence: the chat header's first read of the other person's presence;
 * `presence` frames keep it current. Unknown when either of the two hides their activity.
 */
export async function presenceRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getMatchPresence, async (request) => {
    const { userId } = sessionOf(request.raw);
    const match = await findMatchOfMember(app.db, { matchId: request.params.id, userId });
    if (!match) throw new NotFoundError();
    return readPresence({ db: app.db, sockets: app.sockets }, userId, match.otherUserId);
  });
}
