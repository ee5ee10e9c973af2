import { apiRoutes } from '@starmatch/contracts/api-routes';
import { issueRealtimeTicket } from '@starmatch/db/queries/realtime-tickets';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

export async function realtimeTicketRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.createRealtimeTicket, async (request) => {
    const session = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.ticketPerAccount, session.userId]]);
    const { ticket, expiresAt } = await issueRealtimeTicket(app.db, session);
    return { ticket, expiresAt: expiresAt.toISOString() };
  });
}
