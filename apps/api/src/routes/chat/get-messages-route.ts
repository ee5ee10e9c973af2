import { apiRoutes } from '@starmatch/contracts/api-routes';
import { findMatchOfMember } from '@starmatch/db/queries/matches';
import { listMessagesPage } from '@starmatch/db/queries/messages';
import { toMessageView } from '@starmatch/db/views/message-view';
import { markRead } from '@starmatch/domain/chat/mark-read';
import { receiptViewerOf } from '@starmatch/domain/chat/receipt-viewer';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/**
 * GET /api/messages/:matchId: one page, oldest first. Reading the chat marks everything the
 * caller received in it read, before the page is read, so the page shows it as read too, and
 * tells the sender (`messages_read`). When either of the two hides their activity, the caller's
 * own messages come back unread (docs/ARCHITECTURE.md "Read receipts and presence").
 */
export async function getMessagesRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getMessages, async (request) => {
    const { userId } = sessionOf(request.raw);
    const { matchId } = request.params;
    const match = await findMatchOfMember(app.db, { matchId, userId });
    if (!match) throw new NotFoundError();
    await markRead(app.domain, { matchId, readerId: userId, senderId: match.otherUserId });
    const [page, viewer] = await Promise.all([
      listMessagesPage(app.db, { matchId, ...request.query }),
      receiptViewerOf(app.db, userId, match.otherUserId),
    ]);
    return page.map((message) => toMessageView(message, viewer));
  });
}
