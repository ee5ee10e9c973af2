import {
  InvalidJobIdError,
  type JobSettings,
  UnknownJobError,
  WorkerAlreadyStartedError,
} from './job-queue.js';

/** enqueueAndWait gives up after this long unless the caller says otherwise. */
export const DEFAULT_WAIT_TIMEOUT_MS = 30_000;

/**
 * A running job holds a lock that its worker renews every half of this. When the worker dies the
 * lock lapses within this long, and the next stalled check puts the job back to run again.
 * Short, so a dead worker's jobs wait seconds, not BullMQ's default 30 s lock (plus a 30 s
 * check); long enough that a live worker never loses a lock: its event loop would have to stall
 * for seconds (image decoding runs in threads, the database is asynchronous). Were that to
 * happen anyway, the job runs twice, which every processor tolerates:
 * docs/ARCHITECTURE.md "Jobs run once in effect".
 */
export const JOB_LOCK_MS = 8_000;

/**
 * How often workers look for active jobs whose lock has lapsed. A job seen without its lock on
 * two checks in a row is moved back to waiting, so a dead worker's job runs again within
 * JOB_LOCK_MS + STALLED_CHECK_MS: about 10 s.
 */
export const STALLED_CHECK_MS = 2_000;

/**
 * A job whose worker died under it more than this many times fails instead of running again:
 * by then the job is more likely the cause of the deaths than their victim.
 */
export const MAX_STALLED_RUNS = 1;

/** Finished jobs are kept (and their ids deduplicated) up to these bounds. */
export const KEEP_COMPLETED = { count: 1000, age: 24 * 60 * 60 } as const;
export const KEEP_FAILED = { count: 5000, age: 7 * 24 * 60 * 60 } as const;
export const KEEP_FAILED_SECRETS = { count: 1000, age: 24 * 60 * 60 } as const;

export function settingsFor(settings: Record<string, JobSettings>, name: string): JobSettings {
  const found = Object.hasOwn(settings, name) ? settings[name] : undefined;
  if (!found) throw new UnknownJobError(name);
  return found;
}

/** Same formula as BullMQ's built-in 'exponential' backoff, so both modes retry on the same schedule. */
export function backoffDelayMs(settings: JobSettings, failedAttempt: number): number {
  return settings.backoffMs * 2 ** (failedAttempt - 1);
}

/** BullMQ rejects integer-like ids and ids with ':'; the memory queue applies the same rule. */
export function assertValidJobId(jobId: string): void {
  if (jobId === '' || jobId.includes(':') || `${Number.parseInt(jobId, 10)}` === jobId) {
    throw new InvalidJobIdError(jobId);
  }
}

/** What both queues check of a job before adding it; answers its name's settings. */
export function checkNewJob(
  settings: Record<string, JobSettings>,
  name: string,
  jobId: string | undefined,
): JobSettings {
  const jobSettings = settingsFor(settings, name);
  if (jobId !== undefined) assertValidJobId(jobId);
  return jobSettings;
}

/** What both queues check before starting workers: every name has settings and no worker yet. */
export function checkNewWorkers(
  settings: Record<string, JobSettings>,
  names: string[],
  hasWorker: (name: string) => boolean,
): void {
  for (const name of names) {
    settingsFor(settings, name);
    if (hasWorker(name)) throw new WorkerAlreadyStartedError(name);
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function workerConcurrency(options?: { concurrency?: number }): number {
  const concurrency = options?.concurrency ?? 1;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`Worker concurrency must be a positive integer, got ${concurrency}`);
  }
  return concurrency;
}
