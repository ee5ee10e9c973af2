import { ACCOUNT_LIMITS } from '@starmatch/domain/account-limits';
import type { WindowLimiter } from '@starmatch/messaging/window-limiter';

/**
 * Counts `count` attempts of `userId` against one of the per-account limits, as a burst just
 * now would have: the limit's state without making 100 likes or 60 messages to reach it.
 */
export async function fillWindow(
  limiter: WindowLimiter,
  limit: keyof typeof ACCOUNT_LIMITS,
  userId: string,
  count: number,
): Promise<void> {
  const charge = { limit: ACCOUNT_LIMITS[limit], key: userId };
  for (let i = 0; i < count; i += 1) {
    const taken = await limiter.take([charge]);
    if (!taken.allowed) throw new Error(`${limit} filled past its limit`);
  }
}
