import { apiRoutes } from '@starmatch/contracts/api-routes';
import { signOut } from '@starmatch/domain/accounts/sign-out';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

export async function logoutRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.logout, async (request) => {
    await signOut(app.domain, sessionOf(request.raw));
    return { message: 'Logged out successfully' };
  });
}
