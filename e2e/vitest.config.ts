import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared.js';

// One browser flow at a time: the machine has two cores, and each flow runs a server too.
export default defineConfig({
  test: sharedTestConfig(import.meta.dirname, {
    include: ['test/**/*.e2e.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  }),
});
