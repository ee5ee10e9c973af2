import { apiRoutes } from '@starmatch/contracts/api-routes';
import { countWaitlist } from '@starmatch/db/queries/waitlist';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';

export async function waitlistCountRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getWaitlistCount, async () => ({
    count: await countWaitlist(app.db),
  }));
}
