import { readRepoFile } from './repo.js';

export class ReadmeSectionError extends Error {
  override name = 'ReadmeSectionError';
}

export interface VariableRow {
  name: string;
  /** The row's other cells, in order. */
  cells: string[];
}

/**
 * The rows of the table under a `## heading` whose first cell is a variable name, e.g.
 * `| \`DATABASE_URL\` | ... |` gives `DATABASE_URL`. infra/README.md and the root README.md
 * document the variables this way.
 */
export function variableRows(
  heading: string,
  text: string = readRepoFile('infra/README.md'),
): VariableRow[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`## ${heading}`);
  if (start === -1) throw new ReadmeSectionError(`no "## ${heading}" section`);
  const rows: VariableRow[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    const match = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|(.*)\|\s*$/.exec(line);
    if (match?.[1] !== undefined) {
      rows.push({ name: match[1], cells: (match[2] ?? '').split('|').map((cell) => cell.trim()) });
    }
  }
  return rows;
}

/** The variable names of a section's table, sorted. */
export function documentedNames(
  heading: string,
  text: string = readRepoFile('infra/README.md'),
): string[] {
  return variableRows(heading, text)
    .map((row) => row.name)
    .sort();
}
