import { apiRoutes } from '@starmatch/contracts/api-routes';
import { countUnreadMessages } from '@starmatch/db/queries/messages';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

export async function unreadCountRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getUnreadCount, async (request) => ({
    count: await countUnreadMessages(app.db, sessionOf(request.raw).userId),
  }));
}
