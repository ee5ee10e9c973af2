import { healthRoutes } from '@starmatch/service-kit/health-routes';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { loggerOptions } from '@starmatch/service-kit/logger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config.js';
import { acceptEmptyJsonBodies } from './plugins/empty-json-body.js';
import { registerErrorHandler, registerJsonNotFound } from './plugins/error-handler.js';
import { registerInfrastructure } from './plugins/infrastructure.js';
import { registerSessionAuth } from './plugins/session-auth.js';
import { registerSpa } from './plugins/spa.js';
import { appConfigRoute } from './routes/app-config/app-config-route.js';
import { logoutRoute } from './routes/auth/logout-route.js';
import { realtimeTicketRoute } from './routes/realtime/realtime-ticket-route.js';
import { waitlistCountRoute } from './routes/waitlist/waitlist-count-route.js';

export interface CreateApiOptions {
  /** Database, bus and queue, opened by the caller: main.ts, the single-process runner or a test. */
  infrastructure: Infrastructure;
  /** Whether closing the API closes the infrastructure too. */
  ownsInfrastructure?: boolean;
  /** Serve the built SPA from this folder (single-process mode). */
  webDistDir?: string;
}

/** Everything under /api, in its own scope so its JSON 404 does not shadow the SPA fallback of the single-process mode. */
async function apiRoutes(app: FastifyInstance, options: { config: ApiConfig }): Promise<void> {
  registerJsonNotFound(app);
  await app.register(appConfigRoute, { launchMode: options.config.launchMode });
  await app.register(waitlistCountRoute);
  await app.register(logoutRoute);
  await app.register(realtimeTicketRoute);
}

export async function createApi(
  config: ApiConfig,
  options: CreateApiOptions,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions('api', config.logLevel),
    trustProxy: config.trustProxy,
    // Bodies are small JSON; photos go through the multipart upload route with its own limit.
    bodyLimit: 64 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerInfrastructure(app, options.infrastructure, {
    owned: options.ownsInfrastructure ?? false,
  });
  registerErrorHandler(app);
  registerSessionAuth(app);
  acceptEmptyJsonBodies(app);
  await app.register(healthRoutes, { checks: options.infrastructure.checks });
  await app.register(apiRoutes, { prefix: '/api', config });
  if (options.webDistDir) await registerSpa(app, options.webDistDir);
  else registerJsonNotFound(app);
  return app;
}
