import { apiRoutes } from '@starmatch/contracts/api-routes';
import type { LaunchMode } from '@starmatch/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';

export async function appConfigRoute(
  app: FastifyInstance,
  options: { launchMode: LaunchMode },
): Promise<void> {
  contractRoute(app, apiRoutes.getAppConfig, async () => ({ launchMode: options.launchMode }));
}
