import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { hashPassword } from '@starmatch/db/passwords';
import { resetPassword } from '@starmatch/domain/accounts/reset-password';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

export async function resetPasswordRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.resetPassword, async (request) => {
    await enforceRateLimits(app, [[RATE_LIMITS.resetPerIp, request.raw.ip]]);
    const { token, password } = request.body;
    // Hashed before the transaction, so argon2's work never holds row locks.
    const passwordHash = await hashPassword(password);
    const result = await resetPassword(app.domain, { token, passwordHash });
    if (result.outcome === 'invalid_token') {
      throw new HttpError('INVALID_RESET_TOKEN', API_MESSAGES.invalidResetToken);
    }
    return { message: API_MESSAGES.passwordReset };
  });
}
