import { apiEnvSchema } from '@starmatch/api/config';
import { cliEnvSchema } from '@starmatch/db/cli/cli-config';
import { embeddedEnvSchema } from '@starmatch/embedded/config';
import { realtimeEnvSchema } from '@starmatch/realtime/config';
import { workerEnvSchema } from '@starmatch/worker/config';

/**
 * The environment variables each program reads, straight from its zod schema: the keys of the
 * object a service's schema parses before it transforms it. `migrate` is the database CLI that
 * the compose `migrate` service runs; `embedded` lists only its own keys (it hands the same
 * environment to the api, realtime and worker schemas too).
 */
export const SCHEMA_KEYS = {
  api: Object.keys(apiEnvSchema.in.shape),
  realtime: Object.keys(realtimeEnvSchema.in.shape),
  worker: Object.keys(workerEnvSchema.in.shape),
  embedded: Object.keys(embeddedEnvSchema.shape),
  migrate: Object.keys(cliEnvSchema.shape),
} as const;

export type Program = keyof typeof SCHEMA_KEYS;

/** Every variable some schema reads, sorted. */
export function allSchemaKeys(
  programs: Program[] = Object.keys(SCHEMA_KEYS) as Program[],
): string[] {
  return [...new Set(programs.flatMap((program) => SCHEMA_KEYS[program]))].sort();
}
