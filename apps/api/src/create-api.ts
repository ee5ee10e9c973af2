import type { DomainContext } from '@starmatch/domain/context';
import { readBuiltScriptHashes } from '@starmatch/security-headers/built-headers';
import { healthRoutes } from '@starmatch/service-kit/health-routes';
import { recordHttpMetrics } from '@starmatch/service-kit/http-metrics';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { answerLivenessFirst } from '@starmatch/service-kit/liveness-first';
import { loggerOptions } from '@starmatch/service-kit/logger';
import type { MetricsRegistry } from '@starmatch/service-kit/metrics-registry';
import { photoOrigin } from '@starmatch/service-kit/photo-origin';
import type { PhotoStore } from '@starmatch/service-kit/photo-store';
import { openPhotoStore } from '@starmatch/service-kit/photo-store-env';
import { recordPoolMetrics } from '@starmatch/service-kit/pool-metrics';
import { carryRequestId, requestIdOptions } from '@starmatch/service-kit/request-id';
import { sendSecurityHeaders } from '@starmatch/service-kit/security-headers-hook';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { ApiConfig } from './config.js';
import { HTTP_TIMEOUTS } from './http-timeouts.js';
import { registerCompression } from './plugins/compression.js';
import { acceptEmptyJsonBodies } from './plugins/empty-json-body.js';
import { registerErrorHandler, registerJsonNotFound } from './plugins/error-handler.js';
import { registerInfrastructure } from './plugins/infrastructure.js';
import { registerSessionAuth } from './plugins/session-auth.js';
import { registerSpa } from './plugins/spa.js';
import { uploadsStatic } from './plugins/uploads-static.js';
import { accountsRoutes } from './routes/accounts/accounts-routes.js';
import { appealRoutes } from './routes/appeals/appeal-routes.js';
import { chatRoutes } from './routes/chat/chat-routes.js';
import { correctionRoutes } from './routes/corrections/correction-routes.js';
import { matchingRoutes } from './routes/matching/matching-routes.js';
import { metaRoutes } from './routes/meta/meta-routes.js';
import { heldPhotosRoutes } from './routes/moderation/held-photos-routes.js';
import { moderationRoutes } from './routes/moderation/moderation-routes.js';
import { notificationsRoutes } from './routes/notifications/notifications-routes.js';
import { privacyRoutes } from './routes/privacy/privacy-routes.js';
import { profilesRoutes } from './routes/profiles/profiles-routes.js';
import { safetyRoutes } from './routes/safety/safety-routes.js';
import { waitlistRoutes } from './routes/waitlist/waitlist-routes.js';

export interface CreateApiOptions {
  /** Database, bus and queue, opened by the caller: main.ts, the single-process runner or a test. */
  infrastructure: Infrastructure;
  /** Whether closing the API closes the infrastructure too. */
  ownsInfrastructure?: boolean;
  /** The process's one domain context, when the caller built it (the single process); else the API builds its own. */
  domain?: DomainContext;
  /**
   * Serve the built SPA from this folder (single-process mode); its inline scripts' hashes are
   * read from the folder the build writes beside it.
   */
  webDistDir?: string;
  /** Where the log lines go; standard output when absent. Tests read them from here. */
  logStream?: DestinationStream;
  /** The photo store, when the caller opened it; else the API opens its own from the config. */
  photos?: PhotoStore;
  /** The process's metrics registry (METRICS_PORT set); absent, nothing is measured. */
  metrics?: MetricsRegistry | undefined;
}

/** Everything under /api, in its own scope so its JSON 404 does not shadow the SPA fallback of the single-process mode. */
async function apiRoutes(
  app: FastifyInstance,
  options: { config: ApiConfig; photos: PhotoStore },
): Promise<void> {
  registerJsonNotFound(app);
  const { launchMode } = options.config;
  const { photos } = options;
  // One registration per domain (docs/ARCHITECTURE.md "API domains"); each registers its own routes.
  await app.register(metaRoutes, { launchMode });
  await app.register(waitlistRoutes);
  await app.register(accountsRoutes, { photos });
  await app.register(matchingRoutes, { deckMaxAgeMs: options.config.deckMaxAgeMs });
  await app.register(chatRoutes);
  await app.register(profilesRoutes, { photos });
  await app.register(safetyRoutes, { photos });
  await app.register(notificationsRoutes, { webPush: options.config.webPush });
  await app.register(moderationRoutes);
  await app.register(privacyRoutes);
  await app.register(correctionRoutes);
  await app.register(appealRoutes);
  await app.register(heldPhotosRoutes, { photos });
}

export async function createApi(
  config: ApiConfig,
  options: CreateApiOptions,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      ...loggerOptions('api', config.logLevel),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    ...requestIdOptions(),
    trustProxy: config.trustProxy,
    // Bodies are small JSON; photos go through the multipart upload route with its own limit.
    bodyLimit: 64 * 1024,
    ...HTTP_TIMEOUTS,
  });
  const scriptHashes = options.webDistDir ? await readBuiltScriptHashes(options.webDistDir) : [];
  const photosFrom = await photoOrigin(config.photoStore);
  carryRequestId(app);
  sendSecurityHeaders(app, { appUrl: config.appUrl, scriptHashes, photoOrigin: photosFrom });
  if (photosFrom !== undefined) {
    // nginx cannot work this out from the api's settings: its PHOTO_ORIGIN must say the same.
    app.log.info(
      { photoOrigin: photosFrom },
      "photos are redirected to another origin, which the CSP's img-src allows; behind nginx, set its PHOTO_ORIGIN to it",
    );
  }
  if (options.metrics) {
    recordHttpMetrics(app, options.metrics);
    recordPoolMetrics(options.metrics, options.infrastructure.database);
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerInfrastructure(app, options.infrastructure, {
    owned: options.ownsInfrastructure ?? false,
    domain: options.domain,
  });
  registerErrorHandler(app);
  registerSessionAuth(app);
  acceptEmptyJsonBodies(app);
  if (options.webDistDir) await registerCompression(app);
  await app.register(healthRoutes, {
    checks: options.infrastructure.checks,
    reported: options.infrastructure.reportedChecks,
  });
  answerLivenessFirst(app);
  const photos = options.photos ?? (await openPhotoStore(config.photoStore));
  if (!options.photos) app.addHook('onClose', async () => photos.close());
  await app.register(apiRoutes, { prefix: '/api', config, photos });
  // Its own scope with its own 404, ahead of the SPA fallback, so a missing photo stays a 404.
  await app.register(uploadsStatic, { prefix: '/uploads', photos, config: config.photoStore });
  if (options.webDistDir) await registerSpa(app, options.webDistDir);
  else registerJsonNotFound(app);
  return app;
}
