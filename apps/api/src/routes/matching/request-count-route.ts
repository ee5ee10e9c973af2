import { apiRoutes } from '@starmatch/contracts/api-routes';
import { countPendingRequestsTo } from '@starmatch/db/queries/match-requests';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

export async function requestCountRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getMatchRequestCount, async (request) => ({
    count: await countPendingRequestsTo(app.db, sessionOf(request.raw).userId),
  }));
}
