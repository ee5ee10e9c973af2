import { apiRoutes } from '@starmatch/contracts/api-routes';
import { findMatchOfMember } from '@starmatch/db/queries/matches';
import { listMessagesPage, markMatchMessagesRead } from '@starmatch/db/queries/messages';
import { toMessageView } from '@starmatch/db/views/message-view';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/**
 * GET /api/messages/:matchId: one page, oldest first. Reading the chat marks everything the
 * caller received in it read, before the page is read, so the page shows it as read too.
 */
export async function getMessagesRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getMessages, async (request) => {
    const { userId } = sessionOf(request.raw);
    const { matchId } = request.params;
    if (!(await findMatchOfMember(app.db, { matchId, userId }))) throw new NotFoundError();
    await markMatchMessagesRead(app.db, { matchId, userId });
    const page = await listMessagesPage(app.db, { matchId, ...request.query });
    return page.map(toMessageView);
  });
}
