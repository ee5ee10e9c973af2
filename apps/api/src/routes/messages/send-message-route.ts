import { apiRoutes } from '@starmatch/contracts/api-routes';
import { findMatchOfMember } from '@starmatch/db/queries/matches';
import { insertMessageOnce } from '@starmatch/db/queries/messages';
import { toMessageView } from '@starmatch/db/views/message-view';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';
import { NotYoursError } from '../matches/not-found.js';
import { publishToUsers } from '../matches/publish-to-users.js';

/**
 * POST /api/messages, the chat's path when the socket is down. Someone else's match, or a
 * receiver who is not the other member, answers exactly like a missing match. A retried
 * clientMessageId answers the stored message and tells nobody again.
 */
export async function sendMessageRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.sendMessage, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.messagePerAccount, userId]]);
    const { matchId, receiverId, content, clientMessageId } = request.body;
    const match = await findMatchOfMember(app.db, { matchId, userId });
    if (!match || match.otherUserId !== receiverId) throw new NotYoursError();
    const { message, created } = await insertMessageOnce(app.db, {
      matchId,
      senderId: userId,
      receiverId,
      content,
      clientMessageId: clientMessageId ?? null,
    });
    const view = toMessageView(message);
    if (created) {
      await publishToUsers(app, request.raw.log, [receiverId, userId], {
        type: 'new_message',
        message: view,
        matchId,
      });
    }
    return view;
  });
}
