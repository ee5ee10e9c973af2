import { API_MESSAGES } from '@starmatch/contracts/api-messages';
import { apiRoutes } from '@starmatch/contracts/api-routes';
import { addToWaitlist } from '@starmatch/db/queries/waitlist';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors/http-error.js';
import { userAgentOf } from '../../lib/client-details.js';
import { contractRoute } from '../../plugins/contract-route.js';
import { enforceRateLimits } from '../../rate-limits/enforce-rate-limit.js';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

export async function joinWaitlistRoute(app: FastifyInstance): Promise<void> {
  contractRoute(app, apiRoutes.joinWaitlist, async (request) => {
    // The body's ipAddress is the client's word (the page sends it empty); the socket's, or the
    // trusted proxy's X-Forwarded-For with TRUST_PROXY, is what gets recorded.
    const ipAddress = request.raw.ip;
    await enforceRateLimits(app, [[RATE_LIMITS.waitlistPerIp, ipAddress]]);
    const { email, ageGroup, gender, isNzBased, userAgent } = request.body;
    const result = await addToWaitlist(app.db, {
      email,
      ageGroup,
      gender,
      isNzBased,
      ipAddress,
      userAgent: userAgentOf(request.raw, userAgent),
    });
    if (!result.added) throw new HttpError('CONFLICT', API_MESSAGES.waitlistDuplicate);
    return { message: API_MESSAGES.waitlistJoined };
  });
}
