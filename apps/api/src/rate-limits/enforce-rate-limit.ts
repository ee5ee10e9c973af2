import { rateLimitedMessage } from '@starmatch/contracts/api-messages';
import type { RateLimitRule } from '@starmatch/service-kit/rate-limiter';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors/http-error.js';

export class TooManyRequestsError extends HttpError {
  override name = 'TooManyRequestsError';
  /** `message` replaces the generic 'Too many attempts' text (the per-account limits' own). */
  constructor(
    readonly retryAfterSeconds: number,
    message: string = rateLimitedMessage(retryAfterSeconds),
  ) {
    super('RATE_LIMITED', message);
  }
}

/**
 * Counts one attempt against each (rule, key) pair and answers 429 with Retry-After if any is
 * over its limit. Keys are normalised (emails lowercased) by the caller's schema.
 */
export async function enforceRateLimits(
  app: FastifyInstance,
  limits: ReadonlyArray<readonly [RateLimitRule, string]>,
): Promise<void> {
  const results = await Promise.all(
    limits.map(([rule, key]) => app.rateLimiter.consume(rule, key)),
  );
  const waits = results.flatMap((result) => (result.allowed ? [] : [result.retryAfterSeconds]));
  if (waits.length > 0) throw new TooManyRequestsError(Math.max(...waits));
}
