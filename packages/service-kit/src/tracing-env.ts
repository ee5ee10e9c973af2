import { z } from 'zod';
import { optionalString } from './env-schemas.js';

// docs/ARCHITECTURE.md "Tracing": OpenTelemetry's own variables, read by each service's schema.

export const TRACES_SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

export type TracesSampler = (typeof TRACES_SAMPLERS)[number];

const httpUrl = () =>
  optionalString().pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  );

export const tracingEnv = {
  /** The collector's OTLP/HTTP base URL: spans go to `<it>/v1/traces`. Unset (both): no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl(),
  /** The full traces URL, used as it is; wins over OTEL_EXPORTER_OTLP_ENDPOINT. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl(),
  /** `key=value` pairs, comma-separated, sent with every export (a hosted backend's API key). */
  OTEL_EXPORTER_OTLP_HEADERS: optionalString(),
  OTEL_SERVICE_NAME: optionalString(),
  OTEL_TRACES_SAMPLER: z.enum(TRACES_SAMPLERS).default('parentbased_always_on'),
  /** The share of traces kept by the `traceidratio` samplers, 0 to 1. */
  OTEL_TRACES_SAMPLER_ARG: optionalString()
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().min(0).max(1).optional()),
};

type TracingEnv = z.output<z.ZodObject<typeof tracingEnv>>;

export interface TracingConfig {
  /** Where the OTLP/HTTP exporter posts its JSON. */
  tracesUrl: string;
  headers: Record<string, string>;
  /** The spans' `service.name`. */
  serviceName: string;
  sampler: TracesSampler;
  /** For the `traceidratio` samplers. */
  ratio: number;
}

/** Headers that are not `key=value` pairs fail start-up rather than every export. */
export function checkTracingEnv(env: TracingEnv, context: z.RefinementCtx): void {
  if (env.OTEL_EXPORTER_OTLP_HEADERS !== undefined) {
    try {
      otlpHeaders(env.OTEL_EXPORTER_OTLP_HEADERS);
    } catch (error) {
      context.addIssue({
        code: 'custom',
        path: ['OTEL_EXPORTER_OTLP_HEADERS'],
        message: (error as Error).message,
      });
    }
  }
}

/** A loop, not /\/+$/: that pattern backtracks quadratically on a long run of slashes. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

/** Tracing's settings, or undefined (tracing off, nothing loaded) when no endpoint is set. */
export function tracingConfig(env: TracingEnv, serviceName: string): TracingConfig | undefined {
  const tracesUrl =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (env.OTEL_EXPORTER_OTLP_ENDPOINT === undefined
      ? undefined
      : `${withoutTrailingSlashes(env.OTEL_EXPORTER_OTLP_ENDPOINT)}/v1/traces`);
  if (tracesUrl === undefined) return undefined;
  return {
    tracesUrl,
    headers:
      env.OTEL_EXPORTER_OTLP_HEADERS === undefined
        ? {}
        : otlpHeaders(env.OTEL_EXPORTER_OTLP_HEADERS),
    serviceName: env.OTEL_SERVICE_NAME ?? serviceName,
    sampler: env.OTEL_TRACES_SAMPLER,
    ratio: env.OTEL_TRACES_SAMPLER_ARG ?? 1,
  };
}

/** OpenTelemetry's header list: `key=value` pairs, comma-separated, percent-encoded. */
function otlpHeaders(list: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of list.split(',')) {
    if (pair.trim() === '') continue;
    const at = pair.indexOf('=');
    const key = at === -1 ? '' : decoded(pair.slice(0, at).trim());
    if (key === '') throw new Error('must be key=value pairs, comma-separated');
    headers[key] = decoded(pair.slice(at + 1).trim());
  }
  return headers;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new Error('must be percent-encoded where it is not plain text');
  }
}
