import { apiRoutes } from '@starmatch/contracts/api-routes';
import { getDataExport } from '@starmatch/domain/privacy/get-data-export';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** GET /api/user/data-export: the latest export's state, and when the next may be asked for. */
export async function getDataExportRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getDataExport, async (request) =>
    getDataExport(app.domain, { userId: sessionOf(request.raw).userId }),
  );
}
