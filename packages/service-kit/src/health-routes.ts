import type { FastifyInstance } from 'fastify';

export type ReadinessCheck = () => Promise<void>;

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: ReadinessCheck): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
    check().then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * GET /healthz answers while the process runs (liveness); GET /readyz answers 200 only when
 * every dependency (database, Redis) answers, so a load balancer stops routing to a copy that lost them.
 * `reported` checks (the read replica, whose reads fall back to the primary) show in the answer
 * without deciding it: every copy shares the one replica, so taking copies out would not help.
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: {
    checks: Record<string, ReadinessCheck>;
    reported?: Record<string, ReadinessCheck> | undefined;
  },
): Promise<void> {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  const run = (checks: Record<string, ReadinessCheck>) =>
    Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check);
          return [name, 'ok'] as const;
        } catch (error) {
          app.log.warn({ check: name, err: error }, 'readiness check failed');
          return [name, 'failing'] as const;
        }
      }),
    );

  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const [entries, reported] = await Promise.all([
      run(options.checks),
      run(options.reported ?? {}),
    ]);
    const ready = entries.every(([, state]) => state === 'ok');
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unavailable',
      checks: Object.fromEntries([...entries, ...reported]),
    });
  });
}
