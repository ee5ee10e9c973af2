import type { z } from 'zod';
import { variableNamesOf, withSecretFiles } from './secret-files.js';

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/**
 * Validates environment variables once, at start-up, so a bad value fails loudly with every
 * problem listed. Any variable may instead be given as `NAME_FILE`, the path of a file holding
 * its value (secret-files.ts).
 */
export function parseConfig<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
): Readonly<z.output<Schema>> {
  const files = withSecretFiles(variableNamesOf(schema), env);
  const result = schema.safeParse(files.env);
  const problems = [
    ...files.problems,
    ...(result.success
      ? []
      : result.error.issues.map(
          (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
        )),
  ];
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return Object.freeze(result.data);
}
