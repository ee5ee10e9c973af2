import { currentRequestId } from '@starmatch/messaging/request-context';
import { installTraceHooks, type SpanStart } from '@starmatch/messaging/trace-hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { couple, gatewayPerFile } from './support/test-gateway.js';

// docs/ARCHITECTURE.md "Tracing": each frame the gateway handles is a trace of its own. Stand-in
// hooks record what OpenTelemetry's would be asked.

const gateway = gatewayPerFile();

afterEach(() => installTraceHooks(undefined));

describe('a frame, with tracing on', () => {
  it('runs in a span of its own, named by its type, inside its request id', async () => {
    const started: Array<SpanStart & { parent: unknown; requestId: string | undefined }> = [];
    installTraceHooks({
      traceparent: () => undefined,
      continueTrace: (span, parent, work) => {
        started.push({ ...span, parent, requestId: currentRequestId() });
        return work();
      },
      childSpan: (_span, work) => work(),
      outsideAnyTrace: (work) => work(),
      logFields: () => undefined,
    });
    const { aroha, nikau, matchId } = await couple(gateway.db);
    const arohaSocket = await gateway.connect(aroha);
    const nikauSocket = await gateway.connect(nikau);
    arohaSocket.send({ type: 'typing', matchId, otherUserId: nikau.userId, isTyping: true });
    await nikauSocket.next('typing');
    expect(started).toEqual([
      { name: 'ws typing', kind: 'server', parent: undefined, requestId: expect.any(String) },
    ]);
  });
});
