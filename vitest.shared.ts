import { basename } from 'node:path';
import type { ViteUserConfig } from 'vitest/config';

type TestConfig = NonNullable<ViteUserConfig['test']>;

/**
 * CI collects a JSON report from every package (VITEST_JSON_DIR) to print one total;
 * developers see only the default reporter.
 */
export function sharedTestConfig(packageDir: string, overrides: TestConfig = {}): TestConfig {
  const jsonDir = process.env.VITEST_JSON_DIR;
  const label = process.env.VITEST_RUN_LABEL ?? 'run';
  return {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: jsonDir
      ? ['default', ['json', { outputFile: `${jsonDir}/${label}-${basename(packageDir)}.json` }]]
      : ['default'],
    ...overrides,
  };
}
