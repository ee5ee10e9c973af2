import { retentionSweepJobSchema } from '@starmatch/contracts/jobs';
import type { Database } from '@starmatch/db/database';
import type { RetentionCounts } from '@starmatch/db/queries/retention';
import { applyRetention } from '@starmatch/domain/privacy/apply-retention';
import { type JobProcessor, UnrecoverableJobError } from '@starmatch/messaging/job-queue';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';

/** How often every worker asks for the retention sweep: each row goes within an hour of its time. */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * privacy.retention-sweep: one pass of the retention timetable (docs/PRODUCT.md "What we keep
 * and for how long") on the worker's clock, so tests move time instead of waiting a year.
 * Answers, and logs, how many of each it deleted.
 */
export function createRetentionSweepProcessor(
  db: Kysely<Database>,
  options: { now: () => Date; logger: Pick<Logger, 'info'> },
): JobProcessor {
  return async (payload): Promise<RetentionCounts> => {
    if (!retentionSweepJobSchema.safeParse(payload).success) {
      throw new UnrecoverableJobError('Invalid retention sweep job');
    }
    const deleted = await applyRetention({ db, now: options.now });
    options.logger.info({ deleted }, 'retention sweep done');
    return deleted;
  };
}
