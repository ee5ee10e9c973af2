import { apiRoutes } from '@starmatch/contracts/api-routes';
import { dismissSafetyNotice } from '@starmatch/domain/safety/dismiss-safety-notice';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** POST /api/safety/notices/:id/dismiss: 204; another person's notice is not found. */
export async function dismissSafetyNoticeRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.dismissSafetyNotice, async (request) => {
    const { userId } = sessionOf(request.raw);
    const result = await dismissSafetyNotice(app.domain, { userId, noticeId: request.params.id });
    if (result.outcome === 'not_found') throw new NotFoundError();
    return null;
  });
}
