import { fileURLToPath } from 'node:url';
import { type EmbeddedApp, startEmbeddedApp } from '@starmatch/test-support/embedded-app';

const REPO = fileURLToPath(new URL('../', import.meta.url));
/** The built SPA the app serves; WEB_DIST_DIR (as for the app) measures another build. */
export const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? `${REPO}apps/web/dist`;
// The first start seeds 322 people and makes their photos before it listens.
const START_TIMEOUT_MS = 180_000;

/**
 * The production build as `pnpm start` runs it: PGlite in a fresh data folder, the demo people
 * seeded, no PostgreSQL or Redis.
 */
export function startAppProcess(): Promise<EmbeddedApp> {
  return startEmbeddedApp(
    { NODE_ENV: 'production', SEED_DEMO: 'true', WEB_DIST_DIR },
    { startTimeoutMs: START_TIMEOUT_MS },
  );
}
