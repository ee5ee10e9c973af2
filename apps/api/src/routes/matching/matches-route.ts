import { apiRoutes } from '@starmatch/contracts/api-routes';
import { listMatchesOf } from '@starmatch/db/queries/matches';
import type { FastifyInstance } from 'fastify';
import { pagedListRoute } from './paged-list-route.js';

/** GET /api/matches: the caller's matches, most recent activity first. */
export async function matchesRoute(app: FastifyInstance): Promise<void> {
  pagedListRoute(app, apiRoutes.getMatches, listMatchesOf, (row) => ({
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
}
