import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { pauseAccount, resumeAccount } from '@starmatch/domain/accounts/pause-account';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** Pause and resume (domain accounts/pause-account.ts); each answers the account as it is now. */
export async function pauseAccountRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.pauseAccount, async (request) => {
    const user = await pauseAccount(app.domain, { userId: sessionOf(request.raw).userId });
    // Deleted between the session check and here: the session went with it.
    if (!user) throw new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
    return user;
  });
  contractRoute(app, apiRoutes.resumeAccount, async (request) => {
    const user = await resumeAccount(app.domain, { userId: sessionOf(request.raw).userId });
    if (!user) throw new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
    return user;
  });
}
