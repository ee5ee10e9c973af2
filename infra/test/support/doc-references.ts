import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { isRepoFile, readRepoFile, repoRoot } from './repo.js';

// Folders that hold no hand-written text: dependencies, build output, test output, local data.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.turbo', 'artifacts', 'data']);
const TEXT_FILE = /\.(ts|tsx|mts|mjs|cjs|js|md|json|ya?ml|conf|css|html|sh)$|(^|\/)Dockerfile/;
// The lockfile is generated, and large.
const SKIPPED_FILES = new Set(['pnpm-lock.yaml']);

/** Every hand-written text file of the repo, relative to its root. */
export function repoTextFiles(dir = ''): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : repoTextFiles(path);
    return TEXT_FILE.test(path) && !SKIPPED_FILES.has(path) ? [path] : [];
  });
}

/** The text of each Markdown heading, outside fenced code blocks. */
export function headingsOf(markdown: string): string[] {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (match?.[1] !== undefined) headings.push(match[1]);
  }
  return headings;
}

export interface DocReference {
  line: number;
  path: string;
  headings: string[];
}

/**
 * References of the form `docs/PRODUCT.md "Heading"` (also `file.md, "Heading"` and
 * `file.md "One" and "Two"`): the Markdown file and the headings they name.
 */
export function docReferences(text: string): DocReference[] {
  const references: DocReference[] = [];
  const pattern = /([\w./-]*[\w-]\.md),?[ \t]+("[^"\n]+"(?:,? and "[^"\n]+")*)/g;
  for (const match of text.matchAll(pattern)) {
    const [, path = '', quoted = ''] = match;
    references.push({
      line: text.slice(0, match.index).split('\n').length,
      path,
      headings: [...quoted.matchAll(/"([^"\n]+)"/g)].map((heading) => heading[1] ?? ''),
    });
  }
  return references;
}

// Documents that live outside the repo: a clone cannot follow a pointer to them. Spelt in two
// parts so that this file does not name them itself.
const OUTSIDE_DOCUMENTS = [
  { pattern: new RegExp(`\\b${'SP'}EC\\b`), name: 'the spec' },
  { pattern: new RegExp(`\\b${'DES'}IGN\\b`), name: 'the design document' },
];

/** The repo path a reference points at: from the repo root, else from the referring file. */
function resolveReference(fromFile: string, path: string): string | undefined {
  const fromRoot = posix.normalize(path);
  if (path.includes('/') && isRepoFile(fromRoot)) return fromRoot;
  const fromFolder = posix.join(posix.dirname(fromFile), path);
  return isRepoFile(fromFolder) ? fromFolder : undefined;
}

/** What is wrong with the references of one file, one line per problem. */
export function referenceProblems(
  file: string,
  text: string,
  readDoc: (path: string) => string = readRepoFile,
): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const { pattern, name } of OUTSIDE_DOCUMENTS) {
      if (pattern.test(line)) {
        problems.push(
          `${file}:${index + 1} points at ${name}, which is not in the repo: name a heading of docs/PRODUCT.md or docs/ARCHITECTURE.md`,
        );
      }
    }
  });
  for (const reference of docReferences(text)) {
    const target = resolveReference(file, reference.path);
    if (target === undefined) {
      problems.push(`${file}:${reference.line} names ${reference.path}, which does not exist`);
      continue;
    }
    const headings = headingsOf(readDoc(target));
    for (const heading of reference.headings) {
      if (!headings.includes(heading)) {
        problems.push(`${file}:${reference.line}: ${target} has no heading "${heading}"`);
      }
    }
  }
  return problems;
}
