import path from 'node:path';
import { z } from 'zod';

export class CliConfigError extends Error {
  override name = 'CliConfigError';
}

// An empty variable (DATABASE_URL= in a .env file) means "not set".
const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);

export const cliEnvSchema = z.object({
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: optionalText,
  UPLOAD_DIR: optionalText,
});

export interface CliConfig {
  /** PostgreSQL URL; when absent the CLI uses PGlite under `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Defaults to `<dataDir>/uploads`. */
  uploadDir: string;
}

/** Reads DATABASE_URL, DATA_DIR and UPLOAD_DIR. The only place the CLIs read the environment. */
export function loadCliConfig(env: NodeJS.ProcessEnv = process.env): Readonly<CliConfig> {
  const parsed = cliEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new CliConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR ?? './data');
  return Object.freeze({
    databaseUrl: parsed.data.DATABASE_URL,
    dataDir,
    uploadDir: path.resolve(parsed.data.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
  });
}

/** Where the database lives, for messages: never prints the URL's password. */
export function describeDatabase(config: CliConfig): string {
  if (!config.databaseUrl) return `PGlite at ${path.join(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}
