import { unverifiedSweepJobSchema } from '@starmatch/contracts/jobs';
import type { Database } from '@starmatch/db/database';
import { deleteUnverifiedAccounts } from '@starmatch/db/queries/unverified-accounts';
import { type JobProcessor, UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import type { Kysely } from 'kysely';

/**
 * accounts.sweep-unverified: deletes every account whose address was not verified within `days`
 * of its latest sign-up (docs/ARCHITECTURE.md "Accounts"). `now` is the worker's clock, so tests
 * move time instead of waiting a week.
 */
export function createUnverifiedSweepProcessor(
  db: Kysely<Database>,
  options: { days: number; now: () => Date },
): JobProcessor {
  return async (payload): Promise<{ deleted: number }> => {
    if (!unverifiedSweepJobSchema.safeParse(payload).success) {
      throw new UnrecoverableJobError('Invalid unverified sweep job');
    }
    const deleted = await deleteUnverifiedAccounts(db, { days: options.days, now: options.now() });
    return { deleted };
  };
}
