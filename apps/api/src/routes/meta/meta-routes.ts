import type { LaunchMode } from '@starmatch/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { appConfigRoute } from './app-config-route.js';
import { openApiRoute } from './openapi-route.js';

/** What the API says about itself: the launch mode the SPA branches on, and its OpenAPI document. */
export async function metaRoutes(
  app: FastifyInstance,
  options: { launchMode: LaunchMode },
): Promise<void> {
  await app.register(appConfigRoute, { launchMode: options.launchMode });
  await app.register(openApiRoute);
}
