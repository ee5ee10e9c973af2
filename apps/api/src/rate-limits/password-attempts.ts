import type { RateLimitRule } from '@starmatch/service-kit/rate-limiter';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from './enforce-rate-limit.js';
import { RATE_LIMITS } from './rate-limit-rules.js';

/** The budgets one password check spends: per address, per (account, address), per account. */
function passwordBuckets(
  account: string,
  ip: string,
): ReadonlyArray<readonly [RateLimitRule, string]> {
  return [
    [RATE_LIMITS.loginPerIp, ip],
    [RATE_LIMITS.loginPerAccountIp, `${account} ${ip}`],
    [RATE_LIMITS.loginPerAccount, account],
  ];
}

/**
 * Runs a password check under the sign-in limits, counting only wrong passwords. The try is
 * consumed before the check, so concurrent guesses cannot slip past a limit while argon2 runs,
 * and given back when the password was right, the check failed for another reason, or a limit
 * refused it (a refused try was not a guess). `account` is the submitted address, lowercased,
 * so an unknown address costs the same as a known one.
 */
export async function checkPasswordWithinLimits(
  app: FastifyInstance,
  attempt: { account: string; ip: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const buckets = passwordBuckets(attempt.account, attempt.ip);
  const results = await Promise.all(
    buckets.map(([rule, key]) => app.rateLimiter.consume(rule, key)),
  );
  const refundAll = () =>
    Promise.all(buckets.map(([rule, key]) => app.rateLimiter.refund(rule, key)));
  const waits = results.flatMap((result) => (result.allowed ? [] : [result.retryAfterSeconds]));
  if (waits.length > 0) {
    await refundAll();
    throw new TooManyRequestsError(Math.max(...waits));
  }
  let wrong = false;
  try {
    wrong = !(await check());
    return !wrong;
  } finally {
    // A wrong password stays counted; anything else (right, or an error of ours) is given back.
    if (!wrong) await refundAll();
  }
}
