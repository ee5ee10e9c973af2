import { apiRoutes } from '@starmatch/contracts/api-routes';
import { listBlocks } from '@starmatch/db/queries/blocks';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** GET /api/blocks: the people the caller blocked, most recent first. */
export async function getBlocksRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getBlocks, async (request) => {
    const rows = await listBlocks(app.db, sessionOf(request.raw).userId);
    return rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() }));
  });
}
