import {
  type Context,
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import type { SpanStart, TraceHooks } from '@starmatch/messaging/trace-hooks';

const KINDS = {
  server: SpanKind.SERVER,
  producer: SpanKind.PRODUCER,
  consumer: SpanKind.CONSUMER,
  internal: SpanKind.INTERNAL,
} as const;

/**
 * The trace hooks (messaging's trace-hooks.ts) on OpenTelemetry's API, once the SDK has
 * registered its provider and the W3C propagator globally (tracing-sdk.ts).
 */
export function otelTraceHooks(tracer: Tracer): TraceHooks {
  function runIn<T>(parent: Context, start: SpanStart, work: () => Promise<T>): Promise<T> {
    const options = {
      kind: KINDS[start.kind],
      ...(start.attributes ? { attributes: start.attributes } : {}),
    };
    return tracer.startActiveSpan(start.name, options, parent, async (span) => {
      try {
        return await work();
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
        throw error;
      } finally {
        span.end();
      }
    });
  }

  return {
    traceparent() {
      const carrier: { traceparent?: string } = {};
      propagation.inject(context.active(), carrier);
      return carrier.traceparent;
    },
    continueTrace(start, traceparent, work) {
      const parent = traceparent
        ? propagation.extract(ROOT_CONTEXT, { traceparent })
        : ROOT_CONTEXT;
      return runIn(parent, start, work);
    },
    childSpan(start, work) {
      return runIn(context.active(), start, work);
    },
    outsideAnyTrace(work) {
      return context.with(ROOT_CONTEXT, work);
    },
    logFields() {
      const spanContext = trace.getActiveSpan()?.spanContext();
      if (!spanContext || !isSpanContextValid(spanContext)) return undefined;
      return { trace_id: spanContext.traceId, span_id: spanContext.spanId };
    },
  };
}
