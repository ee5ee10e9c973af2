import { apiRoutes } from '@starmatch/contracts/api-routes';
import { userChannel } from '@starmatch/contracts/bus-events';
import { deleteSession } from '@starmatch/db/queries/sessions';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

export async function logoutRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.logout, async (request) => {
    const session = sessionOf(request.raw);
    await deleteSession(app.db, session.sessionId);
    // After the delete: a gateway that hears this closes the sockets this session opened.
    await app.bus.publish(userChannel(session.userId), {
      type: 'session_ended',
      reason: 'logout',
      sessionId: session.sessionId,
    });
    return { message: 'Logged out successfully' };
  });
}
