import type { JobProcessor, JobQueue } from '@starmatch/messaging/job-queue';
import { Gauge, Histogram, type Registry } from 'prom-client';
import { sharedMetric } from './metrics-registry.js';

const DURATION = 'job_duration_seconds';
const QUEUED = 'jobs_queued';

/**
 * Times every attempt of every job by job name and outcome (`completed`, `failed`): the
 * processors as given, each wrapped, so both queues (BullMQ and the in-process one) are timed
 * the same way.
 */
export function timedProcessors(
  registry: Registry,
  processors: Record<string, JobProcessor>,
): Record<string, JobProcessor> {
  const histogram = sharedMetric(
    registry,
    DURATION,
    (registers) =>
      new Histogram({
        name: DURATION,
        help: 'Job attempts run, by job name and outcome, with how long each took',
        labelNames: ['job', 'outcome'] as const,
        buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
        registers,
      }),
  );
  return Object.fromEntries(
    Object.entries(processors).map(([job, processor]) => [
      job,
      async (payload, context) => {
        const stop = histogram.startTimer({ job });
        try {
          const result = await processor(payload, context);
          stop({ outcome: 'completed' });
          return result;
        } catch (error) {
          stop({ outcome: 'failed' });
          throw error;
        }
      },
    ]),
  );
}

/**
 * Each job name's depth, read from the queue at each scrape: `waiting` (due, not yet taken: the
 * figure a worker autoscaler follows), `active` and `delayed` (retries backing off, jobs
 * scheduled for later).
 */
export function recordQueueDepths(registry: Registry, queue: JobQueue, names: string[]): void {
  sharedMetric(
    registry,
    QUEUED,
    (registers) =>
      new Gauge({
        name: QUEUED,
        help: 'Jobs in the queue by job name and state (waiting, active, delayed)',
        labelNames: ['job', 'state'] as const,
        registers,
        async collect() {
          let depths: Awaited<ReturnType<JobQueue['depths']>>;
          try {
            depths = await queue.depths(names);
          } catch {
            // Redis is unreachable: no figures rather than stale ones, and the scrape still answers.
            this.reset();
            return;
          }
          for (const [job, depth] of Object.entries(depths)) {
            this.set({ job, state: 'waiting' }, depth.waiting);
            this.set({ job, state: 'active' }, depth.active);
            this.set({ job, state: 'delayed' }, depth.delayed);
          }
        },
      }),
  );
}
