import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The suffix that names a file holding a variable's value (Docker and Kubernetes secrets). */
export const FILE_SUFFIX = '_FILE';

/** A regex here (`/[\r\n]+$/`) would backtrack on a file of many line breaks. */
function withoutTrailingLineBreaks(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === '\n' || text[end - 1] === '\r')) end -= 1;
  return text.slice(0, end);
}

/** The variables a config schema reads: its object's keys, through refinements and transforms. */
export function variableNamesOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return variableNamesOf(schema.in as z.ZodType);
  return [];
}

/**
 * `env` with every variable the schema reads that is given as `NAME_FILE` (a path) read from
 * that file, so a secret can be mounted rather than put in the environment, where `ps e` and
 * crash reports show it. The file's trailing line breaks are dropped, as editors and
 * `kubectl create secret --from-file` leave one. Both `NAME` and `NAME_FILE`, an unreadable
 * file, or an empty one is a problem: a secret quietly missing would surface much later.
 */
export function withSecretFiles(
  names: readonly string[],
  env: Record<string, string | undefined>,
): { env: Record<string, string | undefined>; problems: string[] } {
  const resolved = { ...env };
  const problems: string[] = [];
  for (const name of names) {
    const path = env[`${name}${FILE_SUFFIX}`]?.trim();
    if (!path) continue;
    if (env[name]?.trim()) {
      problems.push(`${name}: set ${name} or ${name}${FILE_SUFFIX}, not both`);
      continue;
    }
    try {
      const value = withoutTrailingLineBreaks(readFileSync(path, 'utf8'));
      if (value.trim() === '') problems.push(`${name}${FILE_SUFFIX}: ${path} is empty`);
      else resolved[name] = value;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`${name}${FILE_SUFFIX}: cannot read ${path} (${code})`);
    }
  }
  return { env: resolved, problems };
}
