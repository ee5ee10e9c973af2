import type { JobProcessor, JobQueue, JobSettings } from './job-queue.js';
import {
  JobFailedError,
  JobTimeoutError,
  QueueClosedError,
  UnrecoverableJobError,
} from './job-queue.js';
import {
  backoffDelayMs,
  checkNewJob,
  checkNewWorkers,
  DEFAULT_WAIT_TIMEOUT_MS,
  errorMessage,
  KEEP_COMPLETED,
  KEEP_FAILED,
  settingsFor,
  workerConcurrency,
} from './job-settings.js';
import { inProcessSpan } from './job-spans.js';
import type { MessagingLogger } from './logger.js';
import { createMemoryJobStore, type MemoryJob } from './memory-job-store.js';
import { currentRequestId, runWithRequestId } from './request-context.js';
import { traceHooks } from './trace-hooks.js';

interface Lane {
  processor: JobProcessor;
  concurrency: number;
  running: number;
  ready: MemoryJob[];
}

/**
 * The embedded-mode queue: BullMQ's semantics (attempts, exponential backoff, unrecoverable
 * errors, jobId dedupe, delays) without Redis. Jobs live only as long as the process.
 */
export function createMemoryJobQueue(options: {
  settings: Record<string, JobSettings>;
  logger: MessagingLogger;
}): JobQueue {
  const { settings, logger } = options;
  const store = createMemoryJobStore({
    completed: KEEP_COMPLETED.count,
    failed: KEEP_FAILED.count,
  });
  const lanes = new Map<string, Lane>();
  const backlog = new Map<string, MemoryJob[]>();
  const timers = new Set<NodeJS.Timeout>();
  const delayed = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  let closing: Promise<void> | undefined;

  function assertOpen(): void {
    if (closing) throw new QueueClosedError();
  }

  function readyList(name: string): MemoryJob[] {
    const lane = lanes.get(name);
    if (lane) return lane.ready;
    let list = backlog.get(name);
    if (!list) {
      list = [];
      backlog.set(name, list);
    }
    return list;
  }

  function makeReady(job: MemoryJob, delayMs: number): void {
    if (delayMs <= 0) {
      readyList(job.name).push(job);
      // Never run a processor inside the caller's stack: enqueue must behave like a network call.
      queueMicrotask(() => drain(job.name));
      return;
    }
    delayed.set(job.name, (delayed.get(job.name) ?? 0) + 1);
    const timer = setTimeout(() => {
      timers.delete(timer);
      delayed.set(job.name, (delayed.get(job.name) ?? 1) - 1);
      readyList(job.name).push(job);
      drain(job.name);
    }, delayMs);
    timers.add(timer);
  }

  function drain(name: string): void {
    const lane = lanes.get(name);
    if (!lane || closing) return;
    while (lane.running < lane.concurrency) {
      const job = lane.ready.shift();
      if (!job) return;
      lane.running += 1;
      // In the context of the request that enqueued it, whoever's turn happened to start it.
      const task = runWithRequestId(job.requestId, () => execute(lane, job)).finally(() => {
        inFlight.delete(task);
        lane.running -= 1;
        drain(name);
      });
      inFlight.add(task);
    }
  }

  async function execute(lane: Lane, job: MemoryJob): Promise<void> {
    job.attempt += 1;
    try {
      const { requestId } = job;
      const context = {
        jobId: job.id,
        attempt: job.attempt,
        ...(requestId === undefined ? {} : { requestId }),
      };
      const result = await inProcessSpan(
        'memory',
        { name: job.name, id: job.id, attempt: job.attempt, traceparent: job.traceparent },
        () => lane.processor(job.readPayload(), context),
      );
      store.complete(job, result);
    } catch (error) {
      const jobSettings = settingsFor(settings, job.name);
      const unrecoverable = error instanceof UnrecoverableJobError;
      const log = { jobName: job.name, jobId: job.id, attempt: job.attempt, err: error };
      logger.warn(log, 'job attempt failed');
      if (!unrecoverable && job.attempt < jobSettings.attempts) {
        // After close the retry is dropped, like a job whose worker died before retrying.
        if (!closing) makeReady(job, backoffDelayMs(jobSettings, job.attempt));
        return;
      }
      logger.error(log, 'job failed');
      store.fail(job, new JobFailedError(job.name, job.id, errorMessage(error)));
    }
  }

  function add(name: string, payload: unknown, jobId?: string, delayMs = 0): MemoryJob {
    assertOpen();
    checkNewJob(settings, name, jobId);
    const existing = jobId === undefined ? undefined : store.find(name, jobId);
    if (existing) return existing;
    const job = store.create(name, payload, jobId, currentRequestId(), traceHooks()?.traceparent());
    makeReady(job, delayMs);
    return job;
  }

  return {
    async enqueue(name, payload, enqueueOptions) {
      return add(name, payload, enqueueOptions?.jobId, enqueueOptions?.delayMs).id;
    },

    async enqueueAndWait(name, payload, waitOptions) {
      const timeoutMs = waitOptions?.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS;
      const job = add(name, payload);
      return store.waitFor(job, timeoutMs, () => new JobTimeoutError(name, job.id, timeoutMs));
    },

    async startWorker(processors, workerOptions) {
      assertOpen();
      const concurrency = workerConcurrency(workerOptions);
      const names = Object.keys(processors);
      checkNewWorkers(settings, names, (name) => lanes.has(name));
      for (const name of names) {
        const processor = processors[name]!;
        lanes.set(name, { processor, concurrency, running: 0, ready: backlog.get(name) ?? [] });
        backlog.delete(name);
        queueMicrotask(() => drain(name));
      }
    },

    async depths(names) {
      return Object.fromEntries(
        names.map((name) => [
          name,
          {
            waiting: (lanes.get(name)?.ready ?? backlog.get(name) ?? []).length,
            active: lanes.get(name)?.running ?? 0,
            delayed: delayed.get(name) ?? 0,
          },
        ]),
      );
    },

    async ping() {
      assertOpen();
    },

    close() {
      closing ??= (async () => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        delayed.clear();
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        store.abandonWaiters(new QueueClosedError());
      })();
      return closing;
    },
  };
}
