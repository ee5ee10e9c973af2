/**
 * What tracing adds to work that goes on elsewhere (docs/ARCHITECTURE.md "Tracing"): a job's
 * envelope and an outbox row keep the W3C `traceparent` of the work that made them, and the
 * worker or relay that picks them up continues that trace. Installed by service-kit's tracing
 * when an OTLP endpoint is configured; otherwise nothing is installed and each place that would
 * trace only finds `traceHooks()` undefined: no OpenTelemetry code is loaded, nothing allocated.
 */
export interface TraceHooks {
  /** The current span as a W3C `traceparent`; undefined outside any span. */
  traceparent(): string | undefined;
  /**
   * Runs `work` in a new span continuing the trace `traceparent` names (stored with a job or an
   * event), or starting a trace of its own without one: never a child of whatever work happened
   * to be running when it started.
   */
  continueTrace<T>(
    span: SpanStart,
    traceparent: string | null | undefined,
    work: () => Promise<T>,
  ): Promise<T>;
  /** Runs `work` in a new span, a child of the current one (an enqueue within a request). */
  childSpan<T>(span: SpanStart, work: () => Promise<T>): Promise<T>;
  /** Runs `work` outside any trace: work that belongs to no one request (a batched delete). */
  outsideAnyTrace<T>(work: () => T): T;
  /** The current span's ids for a log line; undefined outside any. */
  logFields(): { trace_id: string; span_id: string } | undefined;
}

export interface SpanStart {
  name: string;
  kind: 'server' | 'producer' | 'consumer' | 'internal';
  attributes?: Record<string, string | number>;
}

let installed: TraceHooks | undefined;

/** Called once, by the process's tracing start-up, before any work runs. */
export function installTraceHooks(hooks: TraceHooks | undefined): void {
  installed = hooks;
}

export function traceHooks(): TraceHooks | undefined {
  return installed;
}
