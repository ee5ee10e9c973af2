import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * React Router's package exports only its development build, whose warnings stay in a production
 * bundle (remix-run/react-router#12532, #14102). It ships the production build beside it, the
 * same code with the warnings compiled out; this points the build at it. Not for the tests,
 * which keep the warnings.
 */
export function reactRouterProductionBuild(): { find: RegExp; replacement: string } {
  const require = createRequire(import.meta.url);
  const development = require.resolve('react-router');
  const packageDir = dirname(dirname(dirname(development)));
  return { find: /^react-router$/, replacement: join(packageDir, 'dist/production/index.mjs') };
}
