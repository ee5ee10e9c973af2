import { apiRoutes } from '@starmatch/contracts/api-routes';
import { listPastMatches } from '@starmatch/db/queries/past-matches';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/** GET /api/matches/past: matches that ended in the last PAST_MATCHES_DAYS days, to report from. */
export async function pastMatchesRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getPastMatches, async (request) => {
    const rows = await listPastMatches(app.db, sessionOf(request.raw).userId, new Date());
    return rows.map((row) => ({
      matchId: row.matchId,
      otherUser: {
        id: row.otherUserId,
        fullName: row.otherFullName,
        profileImageUrl: row.otherProfileImageUrl,
      },
      matchedAt: row.matchedAt.toISOString(),
      endedAt: row.endedAt.toISOString(),
    }));
  });
}
