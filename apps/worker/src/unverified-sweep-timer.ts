import { JOB_NAMES } from '@starmatch/contracts/jobs';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import type { Logger } from 'pino';

/** How often the worker asks for the sweep of unverified accounts. */
export const UNVERIFIED_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Enqueues accounts.sweep-unverified when the worker starts and then every interval. The job id
 * names the interval it belongs to, so however many workers run (distributed mode), the queue
 * takes one sweep per interval and drops the others' copies; in the single-process mode the one
 * worker does the same. A failed enqueue (Redis down) is logged: the next tick tries again.
 */
export function startUnverifiedSweepTimer(
  queue: JobQueue,
  options: { now: () => Date; logger: Logger; intervalMs?: number },
): () => void {
  const intervalMs = options.intervalMs ?? UNVERIFIED_SWEEP_INTERVAL_MS;
  const enqueue = () => {
    const slot = Math.floor(options.now().getTime() / intervalMs);
    queue
      .enqueue(JOB_NAMES.unverifiedSweep, {}, { jobId: `unverified-sweep-${slot}` })
      .catch((error: unknown) =>
        options.logger.warn({ err: error }, 'could not enqueue the unverified account sweep'),
      );
  };
  enqueue();
  const timer = setInterval(enqueue, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
