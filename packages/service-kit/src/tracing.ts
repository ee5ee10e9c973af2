import type { Logger } from 'pino';
import type { TracingConfig } from './tracing-env.js';

export interface Tracing {
  /** Whether spans are made and exported. */
  on: boolean;
  /**
   * Where OpenTelemetry's own warnings and errors go (an export the collector refused or never
   * answered), once the process has its logger; unset, OpenTelemetry says nothing at all.
   */
  logTo(logger: Pick<Logger, 'warn'>): void;
  /** Exports the spans still buffered; the last thing a stopping process does. */
  close(): Promise<void>;
}

const OFF: Tracing = { on: false, logTo: () => {}, close: async () => {} };

/**
 * Starts tracing when the config names an OTLP endpoint (docs/ARCHITECTURE.md "Tracing"). A
 * service's main calls it before it imports anything that loads pg, ioredis or Fastify, since
 * the instrumentations patch those as they load. Without an endpoint nothing of OpenTelemetry's
 * is imported at all.
 */
export async function startTracing(config: TracingConfig | undefined): Promise<Tracing> {
  if (config === undefined) return OFF;
  const { startTracingSdk } = await import('./tracing-sdk.js');
  return startTracingSdk(config);
}
