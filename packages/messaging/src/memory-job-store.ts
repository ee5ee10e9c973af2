import { randomUUID } from 'node:crypto';
import type { JobFailedError } from './job-queue.js';

export interface MemoryJob {
  readonly id: string;
  readonly name: string;
  /** The request that enqueued it (request-context.ts), if any. */
  readonly requestId: string | undefined;
  /** The span it was enqueued in, when tracing is on (trace-hooks.ts). */
  readonly traceparent: string | undefined;
  attempt: number;
  readPayload(): unknown;
}

interface JobRecord extends MemoryJob {
  outcome?: { ok: true; resultJson: string } | { ok: false; error: JobFailedError };
  waiters: Set<Waiter>;
}

interface Waiter {
  settle(outcome: { ok: true; value: unknown } | { ok: false; error: Error }): void;
}

/**
 * Job records, their waiters and the bounded memory of finished ids that makes jobId dedupe
 * behave like BullMQ's removeOnComplete/removeOnFail retention.
 */
export function createMemoryJobStore(limits: { completed: number; failed: number }) {
  const records = new Map<string, JobRecord>();
  const finished = { completed: [] as string[], failed: [] as string[] };
  const allWaiters = new Set<Waiter>();

  const keyOf = (name: string, id: string) => `${name}\n${id}`;

  function retire(job: JobRecord, list: string[], limit: number): void {
    list.push(keyOf(job.name, job.id));
    while (list.length > limit) records.delete(list.shift()!);
  }

  function settle(job: JobRecord): void {
    const { outcome } = job;
    if (!outcome) return;
    for (const waiter of job.waiters) {
      waiter.settle(outcome.ok ? { ok: true, value: JSON.parse(outcome.resultJson) } : outcome);
    }
  }

  return {
    create(
      name: string,
      payload: unknown,
      jobId?: string,
      requestId?: string,
      traceparent?: string,
    ): MemoryJob {
      // Serialised now, as BullMQ does, so later mutation by the caller cannot leak into the job;
      // an undefined payload reaches the processor as {} there, so here too.
      const payloadJson = JSON.stringify(payload) ?? '{}';
      const job: JobRecord = {
        // Unique for good, like the Redis queue's: processors key their idempotency on it, and
        // a counter would start again with the process while the database remembers.
        id: jobId ?? randomUUID(),
        name,
        requestId,
        traceparent,
        attempt: 0,
        readPayload: () => JSON.parse(payloadJson),
        waiters: new Set(),
      };
      records.set(keyOf(name, job.id), job);
      return job;
    },

    find(name: string, id: string): MemoryJob | undefined {
      return records.get(keyOf(name, id));
    },

    complete(job: MemoryJob, result: unknown): void {
      const record = job as JobRecord;
      // BullMQ reports an undefined result as null.
      record.outcome = { ok: true, resultJson: JSON.stringify(result) ?? 'null' };
      retire(record, finished.completed, limits.completed);
      settle(record);
    },

    fail(job: MemoryJob, error: JobFailedError): void {
      const record = job as JobRecord;
      record.outcome = { ok: false, error };
      retire(record, finished.failed, limits.failed);
      settle(record);
    },

    waitFor(job: MemoryJob, timeoutMs: number, timeoutError: () => Error): Promise<unknown> {
      const record = job as JobRecord;
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          settle(outcome) {
            clearTimeout(timer);
            record.waiters.delete(waiter);
            allWaiters.delete(waiter);
            if (outcome.ok) resolve(outcome.value);
            else reject(outcome.error);
          },
        };
        const timer = setTimeout(
          () => waiter.settle({ ok: false, error: timeoutError() }),
          timeoutMs,
        );
        record.waiters.add(waiter);
        allWaiters.add(waiter);
        settle(record);
      });
    },

    abandonWaiters(error: Error): void {
      for (const waiter of allWaiters) waiter.settle({ ok: false, error });
    },
  };
}
