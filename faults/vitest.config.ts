import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared.js';

// Every file starts a whole distributed stack on servers of its own: one at a time on two cores.
export default defineConfig({
  test: sharedTestConfig(import.meta.dirname, {
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Every file here needs Redis (*.redis.test.ts): a run without it has nothing to do.
    passWithNoTests: true,
  }),
});
