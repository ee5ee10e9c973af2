import { apiRoutes } from '@starmatch/contracts/api-routes';
import { findPreferences } from '@starmatch/db/queries/settings';
import { saveSettings } from '@starmatch/domain/profiles/save-settings';
import type { FastifyInstance } from 'fastify';
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
    const result = await saveSettings(app.domain, { userId, preferences: request.body });
    return result.preferences;
  });
}
