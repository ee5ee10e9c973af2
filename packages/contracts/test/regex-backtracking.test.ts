import { afterAll, describe, expect, it } from 'vitest';
import { MULTILINE_TEXT, NO_INVISIBLE_FORMATTING, SINGLE_LINE_TEXT } from '../src/text.js';
import { attackInputs, UnreadablePatternError } from './regex-safety/attack-inputs.js';
import {
  builtPatternSites,
  contractsPatterns,
  distinct,
  type FoundPattern,
  literalPatterns,
} from './regex-safety/project-patterns.js';
import { TimedRegexWorker } from './regex-safety/timed-regex-worker.js';

// No regular expression that reads user input may backtrack on it: a request body is up to
// 64 KB, and in the single-process mode the event loop a pattern blocks is the whole app. Every
// pattern the project has (literals in the code that reads requests and forms, and everything
// the contracts export, zod's own formats included) is run against 100 000-character inputs made
// to make it backtrack, in a worker that is stopped if one input takes over a second. A linear
// pattern answers each in about a millisecond; the old image URL pattern needs minutes.

const BUDGET_MS = 1000;

/**
 * Files that build a pattern at run time, where the literal scan cannot see it. Each such
 * pattern must be reachable from a contracts export, where the run-time walk finds it.
 */
const BUILT_PATTERN_FILES: Record<string, string> = {
  'packages/contracts/src/auth.ts': 'verificationCodeSchema (the code alphabet as a class)',
  'packages/contracts/src/text.ts': 'NO_INVISIBLE_FORMATTING',
};

/** Patterns known to backtrack, so the check below shows it can fail. */
const KNOWN_BAD: FoundPattern[] = [
  // The image URL pattern of packages/contracts/src/fields.ts before issue 30.
  { pattern: /^https?:\/\/[^\s/]+[^\s]*$/, where: 'the old HTTP_URL' },
  { pattern: /^(\w+\s?)*$/, where: 'a nested quantifier' },
];

const worker = new TimedRegexWorker(BUDGET_MS);
afterAll(async () => {
  await worker.close();
});

const project = distinct([...literalPatterns(), ...(await contractsPatterns())]);

describe('the patterns the guard reads', () => {
  it('include the contracts text, URL, email and code patterns and the literals elsewhere', () => {
    const sources = project.map((found) => found.pattern.source);
    expect(sources).toEqual(
      expect.arrayContaining([
        NO_INVISIBLE_FORMATTING.source,
        SINGLE_LINE_TEXT.source,
        MULTILINE_TEXT.source,
        '^(?:https?:\\/\\/|\\/)[^\\s/][^\\s]*$',
        expect.stringMatching(/^\^\[ABCDEFGH/),
        // zod's own email format, reached through the schemas that use it.
        expect.stringContaining('@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+'),
      ]),
    );
    const places = project.map((found) => found.where);
    for (const tree of ['packages/service-kit/src/', 'apps/api/src/', 'apps/web/src/']) {
      expect(places.some((place) => place.startsWith(tree))).toBe(true);
    }
    expect(project.length).toBeGreaterThan(20);
  });

  it('finds every pattern built at run time in a file listed here', () => {
    expect([...new Set(builtPatternSites())].sort()).toEqual(
      Object.keys(BUILT_PATTERN_FILES).sort(),
    );
  });

  it('aims an input at each repeated part, reached by the text before it', () => {
    const inputs = attackInputs(/^https?:\/\/[^\s/]+[^\s]*$/, 20);
    expect(inputs).toContain(`http://${'a'.repeat(20)} `);
  });

  it('refuses to read a pattern it does not understand instead of passing it', () => {
    expect(() => attackInputs(/^(a)\1+$/)).toThrow(UnreadablePatternError);
  });
});

describe('no pattern backtracks on 100 000 characters', () => {
  it.each(KNOWN_BAD)('self-check: $where is caught', async ({ pattern }) => {
    const verdict = await worker.run(pattern, attackInputs(pattern));
    expect(verdict.answered).toBe(false);
  });

  it.each(project)('$where $pattern', async ({ pattern }) => {
    const verdict = await worker.run(pattern, attackInputs(pattern));
    expect(verdict).toEqual({ answered: true });
  });
});
