import { apiRoutes } from '@starmatch/contracts/api-routes';
import { buildDeckUnlessBuiltSince, deckNeedsBuild } from '@starmatch/db/queries/deck-build';
import { DECK_PAGE_SIZE, readDeckPage } from '@starmatch/db/queries/deck-page';
import { readReturnedCard, withCardFirst } from '@starmatch/db/queries/undo-pass';
import { appToday } from '@starmatch/db/queries/visibility';
import type { FastifyInstance } from 'fastify';
import { contractRoute, JsonAnswer } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/**
 * GET /api/matches/potential (`apiRoutes.getPotentialMatches`, the wire's operationId): the best
 * page of the caller's deck, re-checked against the rules, answered with the JSON the database
 * writes (packages/db candidate-card-json.ts: the age on today's date in New Zealand in place of
 * the date of birth, docs/PRODUCT.md "Privacy").
 * The deck is rebuilt before the answer when it was never built, when a cut deck ran dry, when it
 * runs short and is a little old, or when it is old (deckNeedsBuild): a build costs a bounded
 * index search, so a newcomer reaches the people who may see them within the configured maximum
 * age (DECK_MAX_AGE_MS, 5 minutes by default) with nothing written into anyone else's deck.
 * Every other read costs only the deck's own rows, plus one primary-key read for a person whose
 * pass the caller undid (undo-pass-route.ts), who comes first.
 * The reads go to the read replica when there is one (docs/ARCHITECTURE.md "Read replica"), unless
 * the caller just wrote: a build is a write of theirs, so the page after it, and their next reads
 * for a moment, come from the primary.
 */
export async function deckRoute(
  app: FastifyInstance,
  options: { deckMaxAgeMs: number },
): Promise<void> {
  contractRoute(app, apiRoutes.getPotentialMatches, async (request) => {
    const { userId } = sessionOf(request.raw);
    const today = appToday();
    const read = { userId, limit: DECK_PAGE_SIZE, today };
    let db = await app.reads.forPerson(userId);
    let page = await readDeckPage(db, read);
    const { found, lastBuild: last } = page;
    const now = Date.now();
    if (
      deckNeedsBuild({ found, pageSize: DECK_PAGE_SIZE, last, now, maxAgeMs: options.deckMaxAgeMs })
    ) {
      await buildDeckUnlessBuiltSince(app.db, { userId, today, seen: last });
      await app.reads.wrote(userId);
      db = app.db;
      page = await readDeckPage(db, read);
    }
    // Someone whose pass the caller just undid stands at the front until decided about again.
    const returned = await readReturnedCard(db, { userId, today });
    return new JsonAnswer(
      returned === null ? page.json : withCardFirst(page.json, returned, DECK_PAGE_SIZE),
    );
  });
}
