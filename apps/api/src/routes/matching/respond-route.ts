import { apiRoutes } from '@starmatch/contracts/api-routes';
import { respondToRequest } from '@starmatch/domain/matching/respond-to-request';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** The 409 text; the SPA shows its own 'Failed to respond to request' toast on any failure. */
export const REQUEST_ALREADY_ANSWERED = 'This request has already been answered.';

/** POST /api/matches/respond: the receiver accepts (making the match) or declines a request. */
export async function respondRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.respondToRequest, async (request) => {
    const { userId } = sessionOf(request.raw);
    const result = await respondToRequest(app.domain, { ...request.body, userId });
    switch (result.outcome) {
      case 'not_found':
        throw new NotFoundError();
      case 'already_answered':
        throw new HttpError('CONFLICT', REQUEST_ALREADY_ANSWERED);
      case 'declined':
        return { success: true };
      case 'accepted':
        return { success: true, matchId: result.matchId };
    }
  });
}
