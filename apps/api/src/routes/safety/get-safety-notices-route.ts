import { apiRoutes } from '@starmatch/contracts/api-routes';
import { listSafetyNotices } from '@starmatch/domain/safety/list-safety-notices';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** GET /api/safety/notices: the caller's undismissed notices, never whom they are about. */
export async function getSafetyNoticesRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getSafetyNotices, async (request) => {
    const { userId } = sessionOf(request.raw);
    return { notices: await listSafetyNotices(app.domain, { userId }) };
  });
}
