import { apiRoutes } from '@starmatch/contracts/api-routes';
import { databaseMatchMembership } from '@starmatch/domain/chat/match-membership';
import { batchedMessageInserts } from '@starmatch/domain/chat/message-inserts';
import { sendMessage } from '@starmatch/domain/chat/send-message';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { TooManyRequestsError } from '../../rate-limits/enforce-rate-limit.js';

/**
 * POST /api/messages, the chat's path when the socket is down: the gateway's `sendMessage`.
 * Someone else's match, or a receiver who is not the other member, answers exactly like a
 * missing match; a retried clientMessageId answers the stored message; over a per-account limit
 * (docs/ARCHITECTURE.md "Per-account limits") a 429 with Retry-After. The API hears no
 * `unmatched` events, so it asks the database about membership every time.
 */
export async function sendMessageRoute(app: FastifyInstance): Promise<void> {
  const membership = databaseMatchMembership(app.db);
  const inserts = batchedMessageInserts(app.db);
  contractRoute(app, apiRoutes.sendMessage, async (request) => {
    const { userId } = sessionOf(request.raw);
    const { matchId, receiverId, content, clientMessageId } = request.body;
    const result = await sendMessage(
      { ctx: app.domain, membership, inserts },
      { senderId: userId, matchId, receiverId, content, clientMessageId: clientMessageId ?? null },
    );
    // The 201 is the acknowledgement, whether or not the publish reached anyone.
    if (result.outcome === 'not_a_member') throw new NotFoundError();
    if (result.outcome === 'limited') {
      throw new TooManyRequestsError(result.retryAfterSeconds, result.message);
    }
    return result.event.message;
  });
}
