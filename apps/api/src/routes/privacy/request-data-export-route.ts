import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { dataExportTooSoonMessage } from '@starmatch/contracts/data-exports';
import { requestDataExport } from '@starmatch/domain/privacy/request-data-export';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { TooManyRequestsError } from '../../rate-limits/enforce-rate-limit.js';

/** POST /api/user/data-export: one per DATA_EXPORT_INTERVAL_HOURS; a second is a 429 that says when. */
export async function requestDataExportRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.requestDataExport, async (request) => {
    const result = await requestDataExport(app.domain, { userId: sessionOf(request.raw).userId });
    switch (result.outcome) {
      case 'too_soon':
        throw new TooManyRequestsError(
          result.retryAfterSeconds,
          dataExportTooSoonMessage(result.nextRequestAt.toISOString()),
        );
      case 'not_found':
        // Deleted between the session check and here: the session went with it.
        throw new HttpError('UNAUTHENTICATED', API_MESSAGES.unauthenticated);
      case 'requested':
        return result.state;
    }
  });
}
