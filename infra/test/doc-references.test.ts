import { describe, expect, it } from 'vitest';
import {
  docReferences,
  headingsOf,
  referenceProblems,
  repoTextFiles,
} from './support/doc-references.js';
import { readRepoFile } from './support/repo.js';

// Comments and docs say where a rule is written down as `docs/PRODUCT.md "Heading"`. A renamed
// heading, a missing file or a pointer to a document a clone does not have fails here.

// This check's own files hold broken references on purpose, as examples.
const EXAMPLES = new Set([
  'infra/test/doc-references.test.ts',
  'infra/test/support/doc-references.ts',
]);

describe('references to the docs', () => {
  it('name only files and headings that exist in the repo', () => {
    const files = repoTextFiles().filter((file) => !EXAMPLES.has(file));
    expect(files).toContain('docs/PRODUCT.md');
    expect(files).toContain('apps/web/src/features/explore/explore-toasts.ts');
    expect(files.some((file) => file.includes('node_modules/'))).toBe(false);
    const problems = files.flatMap((file) => referenceProblems(file, readRepoFile(file)));
    expect(problems).toEqual([]);
  });
});

describe('referenceProblems', () => {
  const docs: Record<string, string> = {
    'docs/PRODUCT.md': '# Product\n## Screens\n### Explore tab\n```\n## Not a heading\n```\n',
  };
  const read = (path: string) => docs[path] ?? '';
  // Spelt in two parts, so that this file does not trip the check it tests.
  const outside = `${'SP'}EC section 4`;

  it('accepts a heading that exists', () => {
    expect(
      referenceProblems('a.ts', '// docs/PRODUCT.md "Explore tab": one at a time', read),
    ).toEqual([]);
  });

  it('names a missing heading, each of several, and a heading inside a code block', () => {
    const text =
      'x\n// docs/PRODUCT.md "Explore tab" and "Chat screen"\n// docs/PRODUCT.md, "Not a heading"';
    expect(referenceProblems('a.ts', text, read)).toEqual([
      'a.ts:2: docs/PRODUCT.md has no heading "Chat screen"',
      'a.ts:3: docs/PRODUCT.md has no heading "Not a heading"',
    ]);
  });

  it('names a file that does not exist', () => {
    expect(referenceProblems('a.ts', '// docs/NOWHERE.md "Explore tab"', read)).toEqual([
      'a.ts:1 names docs/NOWHERE.md, which does not exist',
    ]);
  });

  it('names a pointer to a document outside the repo', () => {
    expect(referenceProblems('b.md', `one\n(${outside})`, read)).toEqual([
      'b.md:2 points at the spec, which is not in the repo: name a heading of docs/PRODUCT.md or docs/ARCHITECTURE.md',
    ]);
    expect(referenceProblems('b.md', `(${'DES'}IGN.md "Matching")`, read)).toHaveLength(2);
  });
});

describe('docReferences and headingsOf', () => {
  it('read the path, the line and every quoted heading', () => {
    expect(docReferences('a\nsee ../docs/X.md, "One" and "Two".')).toEqual([
      { line: 2, path: '../docs/X.md', headings: ['One', 'Two'] },
    ]);
    expect(headingsOf('# A\ntext # not\n### B c ###\n')).toEqual(['A', 'B c']);
  });
});
