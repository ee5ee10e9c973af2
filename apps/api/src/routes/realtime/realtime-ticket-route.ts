import { apiRoutes } from '@starmatch/contracts/api-routes';
import { issueRealtimeTicket } from '@starmatch/db/queries/realtime-tickets';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

export async function realtimeTicketRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.createRealtimeTicket, async (request) => {
    const { ticket, expiresAt } = await issueRealtimeTicket(app.db, sessionOf(request.raw));
    return { ticket, expiresAt: expiresAt.toISOString() };
  });
}
