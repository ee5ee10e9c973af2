import { readFileSync } from 'node:fs';
import type { RedisSecurity } from '@starmatch/messaging/redis-target';
import { z } from 'zod';
import { booleanFlag, optionalString } from './env-schemas.js';

/** Taken as given, spaces and all (a password may hold them); empty is unset. */
function secret() {
  return z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** A CA certificate file, read at start-up: a wrong path stops the start, not the first connection. */
function pemFile() {
  return optionalString().transform((path, ctx): string | undefined => {
    if (path === undefined) return undefined;
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      ctx.addIssue({ code: 'custom', message: `cannot read ${path} (${code})` });
      return z.NEVER;
    }
    if (!text.includes('-----BEGIN CERTIFICATE-----')) {
      ctx.addIssue({ code: 'custom', message: `${path} holds no PEM certificate` });
      return z.NEVER;
    }
    return text;
  });
}

/**
 * Credentials and TLS for a Redis Cluster's or a Sentinel set-up's servers (docs/ARCHITECTURE.md
 * "Redis topologies"). REDIS_URL carries its own, so with it these are a config problem. The
 * passwords are secrets: give them as REDIS_PASSWORD_FILE and REDIS_SENTINEL_PASSWORD_FILE.
 */
export const redisSecurityEnv = {
  /** An ACL user (Redis 6+); unset: the `default` user. */
  REDIS_USERNAME: optionalString(),
  REDIS_PASSWORD: secret(),
  /** TLS to every server, verified against the system's CAs (or REDIS_TLS_CA_FILE's). */
  REDIS_TLS: booleanFlag(false),
  REDIS_TLS_CA_FILE: pemFile(),
  /** The Sentinels' own `requirepass`, which need not be the data nodes'. */
  REDIS_SENTINEL_PASSWORD: secret(),
};

type RedisSecurityEnv = z.output<z.ZodObject<typeof redisSecurityEnv>>;

/** Which of the three forms is set, if any (redis-env.ts has made sure there is at most one). */
export type RedisForm = 'url' | 'cluster' | 'sentinel' | undefined;

const URL_CARRIES_ITS_OWN =
  'REDIS_URL carries its own credentials and TLS (redis://user:password@host:port, rediss:// for TLS); leave this unset';

function givenNames(env: RedisSecurityEnv): (keyof RedisSecurityEnv)[] {
  return (Object.keys(redisSecurityEnv) as (keyof RedisSecurityEnv)[]).filter((name) =>
    name === 'REDIS_TLS' ? env.REDIS_TLS : env[name] !== undefined,
  );
}

/** Each problem names the variable; none quotes a value, since two of them are passwords. */
export function checkRedisSecurity(
  env: RedisSecurityEnv,
  form: RedisForm,
  ctx: z.RefinementCtx,
): void {
  const problem = (name: keyof RedisSecurityEnv, message: string) =>
    ctx.addIssue({ code: 'custom', path: [name], message });
  for (const name of givenNames(env)) {
    if (form === 'url') problem(name, URL_CARRIES_ITS_OWN);
    else if (form === undefined) {
      problem(name, 'applies to REDIS_CLUSTER_NODES or REDIS_SENTINELS, and neither is set');
    }
  }
  if (form !== 'cluster' && form !== 'sentinel') return;
  if (form === 'cluster' && env.REDIS_SENTINEL_PASSWORD !== undefined) {
    problem('REDIS_SENTINEL_PASSWORD', 'applies to REDIS_SENTINELS only');
  }
  if (env.REDIS_USERNAME !== undefined && env.REDIS_PASSWORD === undefined) {
    problem('REDIS_USERNAME', 'an ACL user signs in with REDIS_PASSWORD, which is unset');
  }
  if (env.REDIS_TLS_CA_FILE !== undefined && !env.REDIS_TLS) {
    problem('REDIS_TLS_CA_FILE', 'is the CA for REDIS_TLS, which is off: set REDIS_TLS=true');
  }
}

/** The data nodes' AUTH and TLS, once checkRedisSecurity has passed. */
export function redisSecurityOf(env: RedisSecurityEnv): RedisSecurity {
  const { REDIS_USERNAME: username, REDIS_PASSWORD: password } = env;
  return {
    ...(password === undefined ? {} : { auth: { ...(username ? { username } : {}), password } }),
    ...(env.REDIS_TLS
      ? { tls: env.REDIS_TLS_CA_FILE === undefined ? {} : { ca: env.REDIS_TLS_CA_FILE } }
      : {}),
  };
}
