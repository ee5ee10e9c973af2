import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { blockPerson } from '../../lib/block-person.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** POST /api/blocks: silent, both directions, at once; blocking again changes nothing. */
export async function blockUserRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.blockUser, async (request) => {
    const { userId } = sessionOf(request.raw);
    const blocked = await blockPerson(app, request.raw.log, {
      blockerId: userId,
      blockedId: request.body.userId,
    });
    if (!blocked) throw new NotFoundError();
    return { message: API_MESSAGES.blocked };
  });
}
