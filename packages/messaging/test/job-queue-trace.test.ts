import { afterEach, expect, it } from 'vitest';
import { installTraceHooks, type SpanStart } from '../src/trace-hooks.js';
import { describeJobQueue } from './helpers/job-queue-suite.js';
import { waitFor } from './helpers/wait-for.js';

// docs/ARCHITECTURE.md "Tracing": a job carries the span it was enqueued in, and its attempt
// runs in a span continuing it. Stand-in hooks record what OpenTelemetry's would be asked.

const REQUEST_SPAN = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';

function recordingHooks() {
  const started: Array<SpanStart & { parent: string | null | undefined }> = [];
  const state = { active: undefined as string | undefined };
  installTraceHooks({
    traceparent: () => state.active,
    continueTrace: (span, parent, work) => {
      started.push({ ...span, parent });
      return work();
    },
    childSpan: (span, work) => {
      started.push({ ...span, parent: state.active });
      return work();
    },
    outsideAnyTrace: (work) => work(),
    logFields: () => undefined,
  });
  return { started, state };
}

afterEach(() => installTraceHooks(undefined));

describeJobQueue((open) => {
  it("runs each attempt in a span continuing the enqueuer's, or a trace of its own", async () => {
    const { queue } = open();
    const { started, state } = recordingHooks();
    const ran: number[] = [];
    await queue.startWorker({
      'test.echo': async (payload) => {
        ran.push((payload as { n: number }).n);
      },
    });
    state.active = REQUEST_SPAN;
    const jobId = await queue.enqueue('test.echo', { n: 1 });
    state.active = undefined;
    await waitFor('the job to run', () => ran.length === 1);
    await queue.enqueue('test.echo', { n: 2 });
    await waitFor('the second job to run', () => ran.length === 2);

    const processed = started.filter((span) => span.kind === 'consumer');
    expect(processed).toEqual([
      {
        name: 'process test.echo',
        kind: 'consumer',
        attributes: expect.objectContaining({
          'messaging.destination.name': 'test.echo',
          'messaging.message.id': jobId,
        }),
        parent: REQUEST_SPAN,
      },
      expect.objectContaining({ name: 'process test.echo', parent: undefined }),
    ]);
  });
});
