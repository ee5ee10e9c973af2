import { apiRoutes } from '@starmatch/contracts/api-routes';
import { APP_TIME_ZONE } from '@starmatch/contracts/constants';
import { FEED_PAGE_SIZE, readFeed } from '@starmatch/db/queries/feed';
import { calendarDateIn } from '@starmatch/zodiac/calendar-date-in-zone';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { requestDeckBuild } from './request-deck-build.js';
import { toCandidate } from './to-candidate.js';

/**
 * GET /api/matches/potential: the best page of the caller's deck. A deck that comes back short
 * (or was never built) asks the worker for a refill and answers with what there is now; the
 * profile save has already asked for the first build, so a new person rarely sees it empty.
 */
export async function potentialMatchesRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getPotentialMatches, async (request) => {
    const { userId } = sessionOf(request.raw);
    const entries = await readFeed(app.db, { userId, limit: FEED_PAGE_SIZE });
    if (entries.length < FEED_PAGE_SIZE) {
      // The answer does not depend on the refill, so a queue hiccup must not fail the read.
      await requestDeckBuild(app.queue, userId, 'deck_low').catch((error: unknown) =>
        request.raw.log.warn({ err: error, userId }, 'could not request a deck refill'),
      );
    }
    const today = calendarDateIn(APP_TIME_ZONE);
    return entries.map((entry) => toCandidate(entry, today));
  });
}
