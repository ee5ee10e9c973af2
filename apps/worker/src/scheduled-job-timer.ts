import type { JobName } from '@starmatch/contracts/jobs';
import type { JobQueue } from '@starmatch/messaging/job-queue';
import type { Logger } from 'pino';

/**
 * Enqueues a job with an empty payload when the worker starts and then every interval. The job
 * id names the interval it belongs to (`<idPrefix>-<slot>`), so however many workers run
 * (distributed mode) the queue takes one per interval and drops the others' copies, as a
 * repeatable job would, and a worker that was down catches up on its next start; in the
 * single-process mode the one worker does the same. A failed enqueue (Redis down) is logged:
 * the next tick tries again. Answers a function that stops the timer.
 */
export function startScheduledJob(
  queue: JobQueue,
  job: { name: JobName; idPrefix: string; intervalMs: number },
  options: { now: () => Date; logger: Logger },
): () => void {
  const enqueue = () => {
    const slot = Math.floor(options.now().getTime() / job.intervalMs);
    queue
      .enqueue(job.name, {}, { jobId: `${job.idPrefix}-${slot}` })
      .catch((error: unknown) =>
        options.logger.warn({ err: error, job: job.name }, 'could not enqueue a scheduled job'),
      );
  };
  enqueue();
  const timer = setInterval(enqueue, job.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
