import { z } from 'zod';

// Liveness and readiness probes of every server process.

/** GET /healthz: the process is up. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const READINESS_CHECK_RESULTS = ['ok', 'fail'] as const;
export type ReadinessCheckResult = (typeof READINESS_CHECK_RESULTS)[number];

/**
 * GET /readyz: 200 with 'ready' when every dependency answers, 503 with
 * 'unavailable' otherwise. checks names each dependency, e.g. { database: 'ok', redis: 'fail' }.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.record(z.string(), z.enum(READINESS_CHECK_RESULTS)),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
