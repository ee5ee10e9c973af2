import { apiRoutes } from '@starmatch/contracts/api-routes';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { loadOwnProfile } from './own-profile.js';

export async function getProfileRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getProfile, async (request) =>
    loadOwnProfile(app.db, sessionOf(request.raw).userId),
  );
}
