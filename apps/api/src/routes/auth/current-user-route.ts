import { apiRoutes } from '@starmatch/contracts/api-routes';
import { getCurrentUser } from '@starmatch/db/queries/account';
import type { FastifyInstance } from 'fastify';
import { UnauthorizedError } from '../../errors/http-errors.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

export async function currentUserRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getCurrentUser, async (request) => {
    const user = await getCurrentUser(app.db, sessionOf(request.raw).userId);
    // Deleted between the session check and here: the session went with it.
    if (!user) throw new UnauthorizedError();
    return user;
  });
}
