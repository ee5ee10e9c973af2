import { apiRoutes } from '@starmatch/contracts/api-routes';
import { listPendingRequestsTo } from '@starmatch/db/queries/match-requests';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { setNextCursor } from './next-cursor.js';

/** GET /api/matches/requests: pending requests to the caller, newest first. */
export async function matchRequestsRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getMatchRequests, async (request, reply) => {
    const { cursor, limit } = request.query;
    // One row past the page says whether another page follows.
    const rows = await listPendingRequestsTo(app.db, sessionOf(request.raw).userId, {
      after: cursor,
      limit: limit + 1,
    });
    const page = setNextCursor(reply, rows, limit);
    return page.map((row) => ({
      id: row.id,
      requestUser: {
        id: row.fromUser,
        fullName: row.fullName,
        profileImageUrl: row.profileImageUrl,
      },
      requestProfile: { bio: row.bio },
      requestedAt: row.requestedAt.toISOString(),
    }));
  });
}
