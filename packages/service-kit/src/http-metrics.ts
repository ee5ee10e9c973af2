import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import { sharedMetric } from './metrics-registry.js';

const NAME = 'http_request_duration_seconds';

/** Requests answered without a route: labelled as one, so stray URLs cannot grow the series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every request the app answers by route pattern (`/api/matches/:matchId`,
 * never the URL itself, which would give one series per id), method and status class. The
 * histogram's `_count` is the request rate. The plain `GET /healthz` answered ahead of the
 * router (liveness-first.ts) is not counted.
 */
export function recordHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const histogram = sharedMetric(
    registry,
    NAME,
    (registers) =>
      new Histogram({
        name: NAME,
        help: 'HTTP requests answered, by route pattern, method and status class',
        labelNames: ['route', 'method', 'status_class'] as const,
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
  );
  app.addHook('onResponse', (request, reply, done) => {
    histogram.observe(
      {
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        method: request.method,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
