import { startEmbeddedApp } from '@starmatch/test-support/embedded-app';
import type { AppServer } from './app-server.js';

/**
 * What `pnpm start` runs, on a free port with a data folder of its own. With DATABASE_URL and
 * REDIS_URL in the environment it runs on them.
 */
export async function startEmbeddedServer(env: Record<string, string>): Promise<AppServer> {
  const { DATABASE_URL, REDIS_URL } = process.env;
  const app = await startEmbeddedApp({
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
    ...(REDIS_URL ? { REDIS_URL } : {}),
    ...env,
  });
  return { origin: app.origin, dataDir: app.dataDir, logs: app.logs.lines, stop: app.stop };
}
