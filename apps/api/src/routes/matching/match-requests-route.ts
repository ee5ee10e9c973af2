import { apiRoutes } from '@starmatch/contracts/api-routes';
import { listPendingRequestsTo } from '@starmatch/db/queries/match-requests';
import type { FastifyInstance } from 'fastify';
import { pagedListRoute } from './paged-list-route.js';

/** GET /api/matches/requests: pending requests to the caller, newest first. */
export async function matchRequestsRoute(app: FastifyInstance): Promise<void> {
  pagedListRoute(app, apiRoutes.getMatchRequests, listPendingRequestsTo, (row) => ({
    id: row.id,
    requestUser: { id: row.fromUser, fullName: row.fullName, profileImageUrl: row.profileImageUrl },
    requestProfile: { bio: row.bio },
    requestedAt: row.requestedAt.toISOString(),
  }));
}
