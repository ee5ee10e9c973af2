import { currentRequestId } from './request-context.js';

/**
 * A BullMQ job's data: the payload and the request that enqueued it, which the payload's own
 * schema knows nothing of. Marked, so a job enqueued by a version before the envelope (its data
 * the bare payload) is still read as its payload during a rolling deploy.
 */
interface JobEnvelope {
  starmatchJob: 1;
  payload: unknown;
  requestId?: string;
}

/** The data to store for `payload`, carrying the current request's id when there is one. */
export function jobEnvelope(payload: unknown): JobEnvelope {
  const requestId = currentRequestId();
  // An undefined payload is stored as {} by BullMQ; kept so here too.
  return {
    starmatchJob: 1,
    payload: payload === undefined ? {} : payload,
    ...(requestId === undefined ? {} : { requestId }),
  };
}

export function openJobEnvelope(data: unknown): {
  payload: unknown;
  requestId: string | undefined;
} {
  if (typeof data === 'object' && data !== null && (data as JobEnvelope).starmatchJob === 1) {
    const { payload, requestId } = data as JobEnvelope;
    return { payload, requestId: typeof requestId === 'string' ? requestId : undefined };
  }
  return { payload: data, requestId: undefined };
}
