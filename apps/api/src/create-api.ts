import { healthRoutes } from '@starmatch/service-kit/health-routes';
import type { Infrastructure } from '@starmatch/service-kit/infrastructure';
import { loggerOptions } from '@starmatch/service-kit/logger';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config.js';
import { registerCompression } from './plugins/compression.js';
import { acceptEmptyJsonBodies } from './plugins/empty-json-body.js';
import { registerErrorHandler, registerJsonNotFound } from './plugins/error-handler.js';
import { registerInfrastructure } from './plugins/infrastructure.js';
import { registerSessionAuth } from './plugins/session-auth.js';
import { registerSpa } from './plugins/spa.js';
import { uploadsStatic } from './plugins/uploads-static.js';
import { deleteAccountRoute } from './routes/account/delete-account-route.js';
import { updateEmailRoute } from './routes/account/update-email-route.js';
import { appConfigRoute } from './routes/app-config/app-config-route.js';
import { currentUserRoute } from './routes/auth/current-user-route.js';
import { forgotPasswordRoute } from './routes/auth/forgot-password-route.js';
import { loginRoute } from './routes/auth/login-route.js';
import { logoutRoute } from './routes/auth/logout-route.js';
import { resendVerificationRoute } from './routes/auth/resend-verification-route.js';
import { resetPasswordRoute } from './routes/auth/reset-password-route.js';
import { signupRoute } from './routes/auth/signup-route.js';
import { verifyEmailRoute } from './routes/auth/verify-email-route.js';
import { matchesRoute } from './routes/matches/matches-route.js';
import { unmatchRoute } from './routes/matches/unmatch-route.js';
import { likeRoute } from './routes/matching/like-route.js';
import { potentialMatchesRoute } from './routes/matching/potential-matches-route.js';
import { requestCountRoute } from './routes/matching/request-count-route.js';
import { getMessagesRoute } from './routes/messages/get-messages-route.js';
import { sendMessageRoute } from './routes/messages/send-message-route.js';
import { unreadCountRoute } from './routes/messages/unread-count-route.js';
import { openApiRoute } from './routes/openapi/openapi-route.js';
import { getProfileRoute } from './routes/profile/get-profile-route.js';
import { updateProfileRoute } from './routes/profile/update-profile-route.js';
import { realtimeTicketRoute } from './routes/realtime/realtime-ticket-route.js';
import { matchRequestsRoute } from './routes/requests/match-requests-route.js';
import { respondRoute } from './routes/requests/respond-route.js';
import { settingsRoutes } from './routes/settings/settings-routes.js';
import { uploadRoute } from './routes/upload/upload-route.js';
import { joinWaitlistRoute } from './routes/waitlist/join-waitlist-route.js';
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
  await app.register(openApiRoute);
  await app.register(waitlistCountRoute);
  await app.register(joinWaitlistRoute);
  await app.register(signupRoute);
  await app.register(verifyEmailRoute);
  await app.register(resendVerificationRoute);
  await app.register(loginRoute);
  await app.register(logoutRoute);
  await app.register(currentUserRoute);
  await app.register(forgotPasswordRoute);
  await app.register(resetPasswordRoute);
  await app.register(updateEmailRoute);
  await app.register(deleteAccountRoute, { uploadDir: options.config.uploadDir });
  await app.register(potentialMatchesRoute);
  await app.register(likeRoute);
  await app.register(requestCountRoute);
  await app.register(matchRequestsRoute);
  await app.register(respondRoute);
  await app.register(matchesRoute);
  await app.register(unmatchRoute);
  await app.register(unreadCountRoute);
  await app.register(getMessagesRoute);
  await app.register(sendMessageRoute);
  await app.register(realtimeTicketRoute);
  await app.register(getProfileRoute);
  await app.register(updateProfileRoute, { uploadDir: options.config.uploadDir });
  await app.register(uploadRoute, { uploadDir: options.config.uploadDir });
  await app.register(settingsRoutes);
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
  if (options.webDistDir) await registerCompression(app);
  await app.register(healthRoutes, { checks: options.infrastructure.checks });
  await app.register(apiRoutes, { prefix: '/api', config });
  // Its own scope with its own 404, ahead of the SPA fallback, so a missing photo stays a 404.
  await app.register(uploadsStatic, { prefix: '/uploads', uploadDir: config.uploadDir });
  if (options.webDistDir) await registerSpa(app, options.webDistDir);
  else registerJsonNotFound(app);
  return app;
}
