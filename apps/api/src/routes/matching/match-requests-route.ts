import { apiRoutes } from '@starmatch/contracts/api-routes';
import { listPendingRequestsTo } from '@starmatch/db/queries/match-requests';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** GET /api/matches/requests: pending requests to the caller, newest first. */
export async function matchRequestsRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getMatchRequests, async (request) => {
    const rows = await listPendingRequestsTo(app.db, sessionOf(request.raw).userId);
    return rows.map((row) => ({
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
