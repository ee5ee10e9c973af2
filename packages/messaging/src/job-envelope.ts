import { currentRequestId } from './request-context.js';
import { traceHooks } from './trace-hooks.js';

/**
 * A BullMQ job's data: the payload, the request that enqueued it and, when tracing is on, the
 * span it was enqueued in, which the payload's own schema knows nothing of. Marked, so a job
 * enqueued by a version before the envelope (its data the bare payload) is still read as its
 * payload during a rolling deploy.
 */
interface JobEnvelope {
  starmatchJob: 1;
  payload: unknown;
  requestId?: string;
  /** W3C trace context (docs/ARCHITECTURE.md "Tracing"): the worker's span continues it. */
  traceparent?: string;
}

/** The data to store for `payload`, carrying the current request's id and span when there are. */
export function jobEnvelope(payload: unknown): JobEnvelope {
  const requestId = currentRequestId();
  const traceparent = traceHooks()?.traceparent();
  // An undefined payload is stored as {} by BullMQ; kept so here too.
  return {
    starmatchJob: 1,
    payload: payload === undefined ? {} : payload,
    ...(requestId === undefined ? {} : { requestId }),
    ...(traceparent === undefined ? {} : { traceparent }),
  };
}

export function openJobEnvelope(data: unknown): {
  payload: unknown;
  requestId: string | undefined;
  traceparent: string | undefined;
} {
  if (typeof data === 'object' && data !== null && (data as JobEnvelope).starmatchJob === 1) {
    const { payload, requestId, traceparent } = data as JobEnvelope;
    return {
      payload,
      requestId: typeof requestId === 'string' ? requestId : undefined,
      traceparent: typeof traceparent === 'string' ? traceparent : undefined,
    };
  }
  return { payload: data, requestId: undefined, traceparent: undefined };
}
