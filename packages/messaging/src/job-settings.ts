import { InvalidJobIdError, type JobSettings, UnknownJobError } from './job-queue.js';

/** enqueueAndWait gives up after this long unless the caller says otherwise. */
export const DEFAULT_WAIT_TIMEOUT_MS = 30_000;

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
