import { readRepoFile } from './repo.js';

export class ReadmeSectionError extends Error {
  override name = 'ReadmeSectionError';
}

/**
 * The names in the first column of the table under a `## heading` of infra/README.md, e.g.
 * `| \`DATABASE_URL\` | ... |` gives `DATABASE_URL`. The README is where variables are documented.
 */
export function documentedNames(
  heading: string,
  text: string = readRepoFile('infra/README.md'),
): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start === -1) throw new ReadmeSectionError(`no "## ${heading}" section`);
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    const match = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/.exec(line);
    if (match?.[1] !== undefined) names.push(match[1]);
  }
  return names.sort();
}
