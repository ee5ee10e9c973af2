import { apiRoutes } from '@starmatch/contracts/api-routes';
import { APP_TIME_ZONE } from '@starmatch/contracts/constants';
import {
  buildDeckUnlessBuiltSince,
  deckMustBuildNow,
  findDeckBuild,
} from '@starmatch/db/queries/deck-build';
import { FEED_PAGE_SIZE, readFeed } from '@starmatch/db/queries/feed';
import { appToday } from '@starmatch/db/queries/visibility';
import { calendarDateIn } from '@starmatch/zodiac/calendar-date-in-zone';
import type { FastifyInstance } from 'fastify';
import { requestDeckBuild } from '../../lib/request-deck-build.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { toCandidate } from './to-candidate.js';

/**
 * GET /api/matches/potential: the best page of the caller's deck. A deck that was never built (a
 * new profile, a seeded person) is built before the answer, and so is one that was cut and has run
 * dry, so an empty answer means nobody is left. Every other read costs only the deck's own rows;
 * a short page asks the worker for a refill in the background.
 */
export async function potentialMatchesRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getPotentialMatches, async (request) => {
    const { userId } = sessionOf(request.raw);
    let entries = await readFeed(app.db, { userId, limit: FEED_PAGE_SIZE });
    let builtNow = false;
    if (entries.length < FEED_PAGE_SIZE) {
      const last = await findDeckBuild(app.db, userId);
      if (deckMustBuildNow(entries.length, last)) {
        await buildDeckUnlessBuiltSince(app.db, { userId, today: appToday(), seen: last });
        builtNow = true;
        entries = await readFeed(app.db, { userId, limit: FEED_PAGE_SIZE });
      }
    }
    if (entries.length < FEED_PAGE_SIZE && !builtNow) {
      // The answer does not depend on the refill, so a queue hiccup must not fail the read.
      await requestDeckBuild(app.queue, userId, 'deck_low').catch((error: unknown) =>
        request.raw.log.warn({ err: error, userId }, 'could not request a deck refill'),
      );
    }
    const today = calendarDateIn(APP_TIME_ZONE);
    return entries.map((entry) => toCandidate(entry, today));
  });
}
