import type { ResendBudget } from '@starmatch/domain/accounts/resend-budget';
import type { FastifyInstance } from 'fastify';
import { RATE_LIMITS } from '../../rate-limits/rate-limit-rules.js';

/** The per-account resend budget, counted silently (the caller says nothing when it is spent). */
export function resendBudgetOf(app: FastifyInstance): ResendBudget {
  return async (email) =>
    (await app.rateLimiter.consume(RATE_LIMITS.resendPerAccount, email)).allowed;
}
