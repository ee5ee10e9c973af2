import type { JobContext, JobQueue } from '../../src/job-queue.js';
import { waitFor } from './wait-for.js';

export interface Call {
  payload: unknown;
  context: JobContext;
  at: number;
}

/** Every call of the processors it makes, with when it came. */
export function recorder() {
  const calls: Call[] = [];
  const record = (payload: unknown, context: JobContext) => {
    calls.push({ payload, context, at: Date.now() });
  };
  /** A processor that records each call and fails every job but the marker with `error`. */
  const failWith = (error: (context: JobContext) => Error) => {
    return async (payload: unknown, context: JobContext) => {
      record(payload, context);
      if (isMarker(payload)) return;
      throw error(context);
    };
  };
  return { calls, record, failWith };
}

export const MARKER = { marker: true };

function isMarker(payload: unknown): boolean {
  return (payload as { marker?: unknown }).marker === true;
}

/**
 * Enqueues a marker job and waits for it to run: whatever the queue was going to run before it
 * has run by then, so a test can assert that nothing else did without sleeping.
 */
export async function runMarker(
  queue: JobQueue,
  name: string,
  calls: Call[],
  delayMs = 0,
): Promise<void> {
  await queue.enqueue(name, MARKER, { delayMs });
  await waitFor('the marker job', () => calls.some((call) => isMarker(call.payload)));
}
