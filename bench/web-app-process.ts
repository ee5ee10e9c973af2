import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@starmatch/test-support/free-port';
import { ProcessLogs, startService } from '@starmatch/test-support/service-process';

const REPO = fileURLToPath(new URL('../', import.meta.url));
/** The built SPA the app serves; WEB_DIST_DIR (as for the app) measures another build. */
export const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? `${REPO}apps/web/dist`;
// The first start seeds 322 people and makes their photos before it listens.
const START_TIMEOUT_MS = 180_000;

export interface AppProcess {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The production build as `pnpm start` runs it (apps/embedded/dist/main.js): PGlite in a fresh
 * data folder, the demo people seeded, no PostgreSQL or Redis.
 */
export async function startAppProcess(): Promise<AppProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'starmatch-bench-web-data-'));
  const port = await freePort();
  const logs = new ProcessLogs();
  try {
    const app = await startService(
      'embedded',
      'apps/embedded/dist/main.js',
      {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'info',
        WEB_DIST_DIR,
      },
      logs,
      { startTimeoutMs: START_TIMEOUT_MS },
    );
    return {
      origin: app.origin,
      async stop() {
        await app.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`the app did not start: ${(error as Error).message}\n${logs.text()}`);
  }
}
