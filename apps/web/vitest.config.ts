import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedTestConfig } from '../../vitest.shared.js';
import { contractReads } from './build/contract-reads';
import { sourceAlias } from './build/source-alias';

export default defineConfig({
  plugins: [react(), contractReads()],
  resolve: { alias: sourceAlias },
  test: sharedTestConfig(import.meta.dirname, {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  }),
});
