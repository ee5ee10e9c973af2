import { apiRoutes } from '@starmatch/contracts/api-routes';
import { listMatchesOf } from '@starmatch/db/queries/matches';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { setNextCursor } from './next-cursor.js';

/** GET /api/matches: the caller's matches, most recent activity first. */
export async function matchesRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getMatches, async (request, reply) => {
    const { cursor, limit } = request.query;
    // One row past the page says whether another page follows.
    const rows = await listMatchesOf(app.db, sessionOf(request.raw).userId, {
      after: cursor,
      limit: limit + 1,
    });
    const page = setNextCursor(reply, rows, limit);
    return page.map((row) => ({
      id: row.id,
      otherUser: {
        id: row.otherUserId,
        fullName: row.otherFullName,
        profileImageUrl: row.otherProfileImageUrl,
      },
      unreadCount: row.unreadCount,
      lastMessage:
        row.lastMessageContent !== null && row.lastMessageAt !== null
          ? { content: row.lastMessageContent, createdAt: row.lastMessageAt.toISOString() }
          : null,
      createdAt: row.createdAt.toISOString(),
    }));
  });
}
