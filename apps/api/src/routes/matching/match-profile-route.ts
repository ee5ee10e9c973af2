import { apiRoutes } from '@starmatch/contracts/api-routes';
import { findMatchProfile } from '@starmatch/db/queries/match-profile';
import { appToday } from '@starmatch/db/queries/visibility';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** GET /api/matches/:id/profile: the other person of the caller's match, with why they match. */
export async function matchProfileRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getMatchProfile, async (request) => {
    const { userId } = sessionOf(request.raw);
    const profile = await findMatchProfile(app.db, {
      matchId: request.params.id,
      userId,
      today: appToday(),
    });
    if (!profile) throw new NotFoundError();
    return profile;
  });
}
