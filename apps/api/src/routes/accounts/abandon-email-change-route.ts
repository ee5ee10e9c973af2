import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { abandonEmailChange } from '@starmatch/db/queries/email-changes';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** Settings' Cancel on the code step: the change waiting for its code goes, codes and link too. */
export async function abandonEmailChangeRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.abandonEmailChange, async (request) => {
    await abandonEmailChange(app.db, sessionOf(request.raw).userId);
    return { message: API_MESSAGES.emailChangeAbandoned };
  });
}
