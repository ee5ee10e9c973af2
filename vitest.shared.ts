import { basename } from 'node:path';
import type { ViteUserConfig } from 'vitest/config';

type TestConfig = NonNullable<ViteUserConfig['test']>;

/**
 * Tests that need Redis are named *.redis.test.ts. CI collects a JSON report from every package (VITEST_JSON_DIR) to print one total;
 * developers see only the default reporter.
 */
export function sharedTestConfig(packageDir: string, overrides: TestConfig = {}): TestConfig {
  const jsonDir = process.env.VITEST_JSON_DIR;
  const label = process.env.VITEST_RUN_LABEL ?? 'run';
  return {
    include: ['test/**/*.test.ts'],
    // Redis-only behaviour lives in *.redis.test.ts: not part of a run without Redis, rather than skipped in it.
    exclude: process.env.REDIS_URL ? [] : ['test/**/*.redis.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: jsonDir
      ? ['default', ['json', { outputFile: `${jsonDir}/${label}-${basename(packageDir)}.json` }]]
      : ['default'],
    ...overrides,
  };
}
