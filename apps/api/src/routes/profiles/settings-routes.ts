import { apiRoutes } from '@starmatch/contracts/api-routes';
import { findPreferences, savePreferences } from '@starmatch/db/queries/settings';
import type { FastifyInstance } from 'fastify';
import { requestDeckBuild } from '../../lib/request-deck-build.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { sessionOf } from '../../plugins/session-auth.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/** GET and PATCH /api/settings: the age-range and city preferences (empty lists before any save). */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.getSettings, async (request) =>
    findPreferences(app.db, sessionOf(request.raw).userId),
  );

  contractRoute(app, apiRoutes.updateSettings, async (request) => {
    const { userId } = sessionOf(request.raw);
    await enforceRateLimits(app, [[RATE_LIMITS.settingsUpdatePerAccount, userId]]);
    const saved = await savePreferences(app.db, userId, request.body);
    // Preferences decide who sees whom; the save stands even if the rebuild cannot be queued.
    await requestDeckBuild(app.queue, userId, 'settings_updated').catch((error: unknown) =>
      request.raw.log.error({ err: error, userId }, 'deck rebuild not requested'),
    );
    return saved;
  });
}
