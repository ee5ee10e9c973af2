import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { getCurrentUser } from '@starmatch/db/queries/account';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

export async function currentUserRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getCurrentUser, async (request) => {
    const user = await getCurrentUser(app.db, sessionOf(request.raw).userId);
    // Deleted between the session check and here: the session went with it.
    if (!user) throw new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
    return user;
  });
}
