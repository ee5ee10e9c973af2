import {
  parseRedisNodes,
  type RedisNode,
  type RedisTarget,
} from '@starmatch/messaging/redis-target';
import { z } from 'zod';
import { optionalString } from './env-schemas.js';
import {
  checkRedisSecurity,
  type RedisForm,
  redisSecurityEnv,
  redisSecurityOf,
} from './redis-security-env.js';

/** A comma-separated host:port list; unset or empty is no list. */
function redisNodeList() {
  return optionalString().transform((value, ctx): RedisNode[] | undefined => {
    if (value === undefined) return undefined;
    try {
      return parseRedisNodes(value);
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `${(error as Error).message}: give host:port,host:port`,
      });
      return z.NEVER;
    }
  });
}

/**
 * Where the distributed mode's Redis is, in one of three forms (docs/ARCHITECTURE.md
 * "Redis topologies"): a single server's URL, a cluster's seed nodes, or the Sentinels of a
 * primary with its name, the last two with their credentials and TLS (redis-security-env.ts).
 * None of them: the embedded mode.
 */
export const redisEnv = {
  REDIS_URL: optionalString(),
  REDIS_CLUSTER_NODES: redisNodeList(),
  REDIS_SENTINELS: redisNodeList(),
  REDIS_SENTINEL_NAME: optionalString(),
  ...redisSecurityEnv,
};

type RedisEnv = z.output<z.ZodObject<typeof redisEnv>>;

function formOf(env: RedisEnv): RedisForm {
  if (env.REDIS_URL !== undefined) return 'url';
  if (env.REDIS_CLUSTER_NODES !== undefined) return 'cluster';
  return env.REDIS_SENTINELS === undefined ? undefined : 'sentinel';
}

/**
 * At most one form, a Sentinel set-up needs both its list and its primary's name, and
 * credentials and TLS go with a cluster or Sentinels only.
 */
export function checkRedisTarget(env: RedisEnv, ctx: z.RefinementCtx): void {
  const given = (['REDIS_URL', 'REDIS_CLUSTER_NODES', 'REDIS_SENTINELS'] as const).filter(
    (name) => env[name] !== undefined,
  );
  if (given.length > 1) {
    ctx.addIssue({
      code: 'custom',
      path: [given[1] ?? 'REDIS_URL'],
      message: `${given.join(' and ')} are set: give one of REDIS_URL, REDIS_CLUSTER_NODES or REDIS_SENTINELS`,
    });
  }
  if ((env.REDIS_SENTINELS === undefined) !== (env.REDIS_SENTINEL_NAME === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.REDIS_SENTINELS === undefined ? 'REDIS_SENTINELS' : 'REDIS_SENTINEL_NAME'],
      message: 'REDIS_SENTINELS and REDIS_SENTINEL_NAME are given together, or neither',
    });
  }
  checkRedisSecurity(env, formOf(env), ctx);
}

/** The configured target, once checkRedisTarget has passed; undefined in the embedded mode. */
export function redisTargetOf(env: RedisEnv): RedisTarget | undefined {
  if (env.REDIS_URL) return { kind: 'single', url: env.REDIS_URL };
  if (env.REDIS_CLUSTER_NODES) {
    return { kind: 'cluster', nodes: env.REDIS_CLUSTER_NODES, ...redisSecurityOf(env) };
  }
  if (env.REDIS_SENTINELS && env.REDIS_SENTINEL_NAME) {
    const sentinelPassword = env.REDIS_SENTINEL_PASSWORD;
    return {
      kind: 'sentinel',
      sentinels: env.REDIS_SENTINELS,
      name: env.REDIS_SENTINEL_NAME,
      ...redisSecurityOf(env),
      ...(sentinelPassword === undefined ? {} : { sentinelAuth: { password: sentinelPassword } }),
    };
  }
  return undefined;
}

/** For tests and tools that read the environment without a service's schema. */
export function redisTargetFromEnv(
  env: Record<string, string | undefined>,
): RedisTarget | undefined {
  const schema = z.object(redisEnv).superRefine(checkRedisTarget);
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new Error(
      `Invalid Redis configuration: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return redisTargetOf(result.data);
}
