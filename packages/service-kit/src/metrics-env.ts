import { z } from 'zod';
import { optionalString } from './env-schemas.js';

/**
 * METRICS_PORT: where GET /metrics answers (metrics-server.ts), a port the public edge never
 * routes to. Unset: no metrics server, and nothing is measured.
 */
export const metricsEnv = {
  METRICS_PORT: optionalString()
    .transform((value) => (value === undefined ? undefined : Number(value)))
    .pipe(z.number().int().min(0).max(65_535).optional()),
};

export interface MetricsConfig {
  metricsPort: number | undefined;
}

export function metricsConfig(env: { METRICS_PORT?: number | undefined }): MetricsConfig {
  return { metricsPort: env.METRICS_PORT };
}

/** The metrics must not share the public port: the edge routes that one, and /metrics with it. */
export function checkMetricsPort(
  env: { PORT: number; METRICS_PORT?: number | undefined },
  context: z.RefinementCtx,
): void {
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    context.addIssue({
      code: 'custom',
      path: ['METRICS_PORT'],
      message: 'must differ from PORT: the metrics have a port of their own',
    });
  }
}
