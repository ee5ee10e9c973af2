import { apiRoutes } from '@starmatch/contracts/api-routes';
import { findMatchProfile } from '@starmatch/db/queries/match-profile';
import { appToday } from '@starmatch/db/queries/visibility';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors/not-found-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';

/**
 * GET /api/matches/:id/profile: the other person of the caller's match, with why they match.
 * Read from the replica when there is one (docs/ARCHITECTURE.md "Read replica"): the other
 * person's edits may show a moment late. A match the replica does not hold yet (the caller opened
 * it from the event that announced it) is looked for again on the primary before a 404.
 */
export async function matchProfileRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getMatchProfile, async (request) => {
    const { userId } = sessionOf(request.raw);
    const query = { matchId: request.params.id, userId, today: appToday() };
    const db = await app.reads.forPerson(userId);
    const profile =
      (await findMatchProfile(db, query)) ??
      (db === app.db ? null : await findMatchProfile(app.db, query));
    if (!profile) throw new NotFoundError();
    return profile;
  });
}
