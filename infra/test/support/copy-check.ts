import { posix } from 'node:path';
import { argsOf, parseCopyArgs, type Stage } from './dockerfile.js';
import { type IgnoreRule, isIgnored } from './dockerignore.js';
import { isRepoDirectory, isRepoFile } from './repo.js';

/**
 * What would make the COPY instructions of a Dockerfile fail: a source missing from the build
 * context (absent from the repo or left out by .dockerignore), or `--from` naming no earlier stage.
 */
export function copyProblems(stages: Stage[], context: string, rules: IgnoreRule[]): string[] {
  const problems: string[] = [];
  stages.forEach((stage, index) => {
    const earlierStages = stages.slice(0, index).map((earlier) => earlier.name);
    for (const args of [...argsOf(stage, 'COPY'), ...argsOf(stage, 'ADD')]) {
      const copy = parseCopyArgs(args);
      if (copy.from !== undefined) {
        if (!earlierStages.includes(copy.from)) {
          problems.push(`--from=${copy.from} names no earlier stage`);
        }
        continue;
      }
      for (const source of copy.sources) {
        const inRepo = posix.join(context, source);
        if (!isRepoFile(inRepo) && !isRepoDirectory(inRepo)) {
          problems.push(`${source} does not exist`);
        } else if (source !== '.' && isIgnored(source, rules)) {
          problems.push(`${source} is excluded by .dockerignore`);
        }
      }
    }
  });
  return problems;
}
