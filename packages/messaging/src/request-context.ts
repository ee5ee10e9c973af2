import { AsyncLocalStorage } from 'node:async_hooks';
import { traceHooks } from './trace-hooks.js';

/**
 * The request id of the work running now (docs/ARCHITECTURE.md "One request id"): set for an
 * HTTP request, a socket frame, a job, or an outbox event's delivery, and read wherever that work
 * goes on: by the logger (every line carries it), by the job queue (a job enqueued carries it)
 * and by the outbox (an event written carries it). An async context rather than a parameter,
 * since it crosses every layer and no layer decides anything on it.
 */
const storage = new AsyncLocalStorage<string>();

export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/**
 * Runs `work` as part of `requestId`'s work; with none, outside any request's (and, when tracing
 * is on, outside any trace), so a job or event without an id never passes for the request that
 * happened to start it.
 */
export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  if (requestId !== undefined) return storage.run(requestId, work);
  const hooks = traceHooks();
  return hooks === undefined ? storage.exit(work) : storage.exit(() => hooks.outsideAnyTrace(work));
}
