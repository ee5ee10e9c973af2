import type { FastifyInstance } from 'fastify';
import { decideOnCandidateRoute } from './decide-on-candidate-route.js';
import { deckRoute } from './deck-route.js';
import { matchProfileRoute } from './match-profile-route.js';
import { matchRequestsRoute } from './match-requests-route.js';
import { matchesRoute } from './matches-route.js';
import { pastMatchesRoute } from './past-matches-route.js';
import { requestCountRoute } from './request-count-route.js';
import { respondRoute } from './respond-route.js';
import { undoPassRoute } from './undo-pass-route.js';
import { unmatchRoute } from './unmatch-route.js';

/**
 * Matching, everything under /api/matches: the deck, likes and passes, undoing a pass, requests,
 * matches, unmatching and past matches.
 */
export async function matchingRoutes(
  app: FastifyInstance,
  options: { deckMaxAgeMs: number },
): Promise<void> {
  await app.register(deckRoute, options);
  await app.register(decideOnCandidateRoute);
  await app.register(undoPassRoute);
  await app.register(requestCountRoute);
  await app.register(matchRequestsRoute);
  await app.register(respondRoute);
  await app.register(matchesRoute);
  await app.register(pastMatchesRoute);
  await app.register(unmatchRoute);
  await app.register(matchProfileRoute);
}
