import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { DiagLogLevel, diag } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { installTraceHooks } from '@starmatch/messaging/trace-hooks';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { redactUrl } from './logger.js';
import { otelTraceHooks } from './otel-trace-hooks.js';
import type { Tracing } from './tracing.js';
import type { TracingConfig } from './tracing-env.js';
import { tracesSampler } from './tracing-sampler.js';

/** Probes and scrapes: a trace every few seconds from every copy, of nothing. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Starts OpenTelemetry (docs/ARCHITECTURE.md "Tracing"): loaded only when an endpoint is
 * configured, and before the app's own modules, which the caller imports only once this resolves.
 *
 * pg and ioredis are CommonJS imported from ESM, which require-in-the-middle never sees, so
 * import-in-the-middle's loader hook is registered first, told to wrap only the modules the
 * instrumentations ask for. Fastify's own `require('node:http')` is seen the CommonJS way, and
 * @fastify/otel attaches itself through Fastify's `fastify.initialization` diagnostics channel.
 */
export async function startTracingSdk(config: TracingConfig): Promise<Tracing> {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: tracesSampler(config),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: config.tracesUrl, headers: config.headers }),
      ),
    ],
  });
  // The global provider, the AsyncLocalStorage context manager and the W3C propagator.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has(redactUrl(request.url ?? '')),
        // Query strings carry tickets, tokens and addresses, as in the logs (logger.ts).
        startIncomingSpanHook: (request) =>
          request.url?.includes('?') ? { 'url.query': 'REDACTED' } : {},
        requireParentforOutgoingSpans: true,
      }),
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: (route) => UNTRACED_PATHS.has(route.url ?? ''),
        requestHook: (span, request) => span.setAttribute('url.path', redactUrl(request.url)),
      }),
      // Only inside a request's, a job's or an event's span: not the relay's and the queue's
      // polling, which would make a trace of one query or command every few hundred ms.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({
        requireParentSpan: true,
        // The command alone: BullMQ's arguments hold job payloads (codes, reset tokens).
        dbStatementSerializer: (command) => command,
      }),
    ],
  });
  await waitForAllMessagesAcknowledged();
  installTraceHooks(otelTraceHooks(provider.getTracer('starmatch')));
  return {
    on: true,
    logTo(logger) {
      const warn = (message: string, ...details: unknown[]) =>
        logger.warn({ details }, `OpenTelemetry: ${message}`);
      const quiet = () => {};
      diag.setLogger(
        { error: warn, warn, info: quiet, debug: quiet, verbose: quiet },
        DiagLogLevel.WARN,
      );
    },
    async close() {
      installTraceHooks(undefined);
      await provider.shutdown();
    },
  };
}
