import { traceHooks } from './trace-hooks.js';

// The spans of a job (docs/ARCHITECTURE.md "Tracing"): `send` around BullMQ's enqueue (a trip
// to Redis), a child of the request that queued it, and `process` around each attempt in either
// queue, continuing the trace its envelope names. Without tracing each just runs `work`.

/** Which queue: BullMQ's, or the single process's own (no `messaging.system` of its own). */
export type JobQueueSystem = 'bullmq' | 'memory';

function systemAttribute(system: JobQueueSystem): Record<string, string> {
  return system === 'bullmq' ? { 'messaging.system': 'bullmq' } : {};
}

export function inSendSpan<T>(
  system: JobQueueSystem,
  job: { name: string; id: string },
  work: () => Promise<T>,
): Promise<T> {
  const hooks = traceHooks();
  if (hooks === undefined) return work();
  return hooks.childSpan(
    {
      name: `send ${job.name}`,
      kind: 'producer',
      attributes: {
        ...systemAttribute(system),
        'messaging.operation.type': 'send',
        'messaging.destination.name': job.name,
        'messaging.message.id': job.id,
      },
    },
    work,
  );
}

export function inProcessSpan<T>(
  system: JobQueueSystem,
  job: { name: string; id: string; attempt: number; traceparent: string | null | undefined },
  work: () => Promise<T>,
): Promise<T> {
  const hooks = traceHooks();
  if (hooks === undefined) return work();
  return hooks.continueTrace(
    {
      name: `process ${job.name}`,
      kind: 'consumer',
      attributes: {
        ...systemAttribute(system),
        'messaging.operation.type': 'process',
        'messaging.destination.name': job.name,
        'messaging.message.id': job.id,
        ...(system === 'bullmq' ? { 'messaging.bullmq.attempt': job.attempt } : {}),
      },
    },
    job.traceparent,
    work,
  );
}
