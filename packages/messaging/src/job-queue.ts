/** Exponential backoff: the retry after failed attempt n waits backoffMs * 2^(n-1). */
export interface JobSettings {
  attempts: number;
  backoffMs: number;
  /**
   * The payload carries secrets (verification codes, reset tokens): Redis forgets a finished
   * job at once, and a failed one after a day (longer than any of those secrets live).
   */
  holdsSecrets?: boolean;
}

export interface JobContext {
  /**
   * The id given at enqueue, or a random UUID: never reused, and the same for every attempt of
   * the job (retries, a re-run after its worker died), so it serves as an idempotency key.
   */
  jobId: string;
  /** 1-based. */
  attempt: number;
  /**
   * The request that enqueued the job (request-context.ts); the processor runs in its context,
   * so what it logs and enqueues carries the id too.
   */
  requestId?: string;
}

/** One job name's jobs in the queue now (the metrics read it). */
export interface JobDepth {
  /** Due and not yet taken by a worker. */
  waiting: number;
  active: number;
  /** Waiting for their time: a retry's backoff, or a delay given at enqueue. */
  delayed: number;
}

export type JobProcessor = (payload: unknown, context: JobContext) => Promise<unknown>;

/** Thrown by a processor when retrying cannot help (e.g. the payload fails its schema). */
export class UnrecoverableJobError extends Error {
  override name = 'UnrecoverableJobError';
}

export interface JobQueue {
  /** A jobId that is already known (pending, running or recently finished) is not enqueued again. */
  enqueue(
    name: string,
    payload: unknown,
    options?: { jobId?: string; delayMs?: number },
  ): Promise<string>;
  /** Enqueue and wait for the processor's result (rejects with the last error after the final attempt, or on timeout). */
  enqueueAndWait(
    name: string,
    payload: unknown,
    options?: { timeoutMs?: number },
  ): Promise<unknown>;
  /** Start consuming the given job names in this process. */
  startWorker(
    processors: Record<string, JobProcessor>,
    options?: { concurrency?: number },
  ): Promise<void>;
  /** How many jobs of each name wait, run and are delayed; one store round trip per name. */
  depths(names: readonly string[]): Promise<Record<string, JobDepth>>;
  /**
   * Rejects unless the queue can reach its store and, in a process that started workers, those
   * workers are running on a live connection (a worker's readiness).
   */
  ping(): Promise<void>;
  /** Stop taking jobs, wait for in-flight ones, close connections. */
  close(): Promise<void>;
}

export class UnknownJobError extends Error {
  override name = 'UnknownJobError';
  constructor(readonly jobName: string) {
    super(`No job settings for "${jobName}"`);
  }
}

/** Carries only the message of the last error: in distributed mode that is all that crosses Redis. */
export class JobFailedError extends Error {
  override name = 'JobFailedError';
  constructor(
    readonly jobName: string,
    readonly jobId: string,
    message: string,
  ) {
    super(message);
  }
}

export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError';
  constructor(
    readonly jobName: string,
    readonly jobId: string,
    readonly timeoutMs: number,
  ) {
    super(`Job "${jobName}" (${jobId}) did not finish within ${timeoutMs} ms`);
  }
}

export class QueueClosedError extends Error {
  override name = 'QueueClosedError';
  constructor() {
    super('The job queue is closed');
  }
}

export class WorkerAlreadyStartedError extends Error {
  override name = 'WorkerAlreadyStartedError';
  constructor(readonly jobName: string) {
    super(`A worker for "${jobName}" is already running in this queue`);
  }
}

export class InvalidJobIdError extends Error {
  override name = 'InvalidJobIdError';
  constructor(readonly jobId: string) {
    super(`Job id "${jobId}" must not be an integer or contain ":"`);
  }
}
