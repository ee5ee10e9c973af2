import { JOB_NAMES } from '@starmatch/contracts/jobs';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import type { Logger } from 'pino';
import { startScheduledJob } from './scheduled-job-timer.js';

/** How often the worker asks for the sweep of unverified accounts. */
export const UNVERIFIED_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Enqueues accounts.sweep-unverified hourly, one per interval however many workers run. */
export function startUnverifiedSweepTimer(
  queue: JobQueue,
  options: { now: () => Date; logger: Logger; intervalMs?: number },
): () => void {
  return startScheduledJob(
    queue,
    {
      name: JOB_NAMES.unverifiedSweep,
      idPrefix: 'unverified-sweep',
      intervalMs: options.intervalMs ?? UNVERIFIED_SWEEP_INTERVAL_MS,
    },
    options,
  );
}
