import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../vitest.shared.js';

// One browser flow at a time: the machine has two cores, and each flow runs a server too.
export default defineConfig({
  test: sharedTestConfig(import.meta.dirname, {
    include: ['test/**/*.e2e.test.ts'],
    // *.distributed.e2e.test.ts stop a server the services use (PostgreSQL): only the distributed
    // stack runs on servers apart from its processes; the embedded app's PGlite lives inside it.
    exclude: process.env.E2E_MODE === 'distributed' ? [] : ['test/**/*.distributed.e2e.test.ts'],
    fileParallelism: false,
    // E2E_TOPOLOGY=scaled: the Redis Cluster and the replicated PostgreSQL, once for the run.
    globalSetup: ['support/scaled-topology.global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  }),
});
