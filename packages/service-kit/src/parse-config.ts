import type { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Validates environment variables once, at start-up, so a bad value fails loudly with every problem listed. */
export function parseConfig<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
): Readonly<z.output<Schema>> {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return Object.freeze(result.data);
}
