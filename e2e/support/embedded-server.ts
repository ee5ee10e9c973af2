import { startEmbeddedApp } from '@starmatch/test-support/embedded-app';
import type { AppServer, AppServerOptions } from './app-server.js';
import { putPhotoInFolder } from './photo-folder.js';

/**
 * What `pnpm start` runs, on a free port with a data folder of its own. With DATABASE_URL and
 * REDIS_URL in the environment it runs on them.
 */
export async function startEmbeddedServer(
  env: Record<string, string>,
  { ownDatabase, ...options }: AppServerOptions = {},
): Promise<AppServer> {
  if (ownDatabase) throw new Error('ownDatabase needs E2E_MODE=distributed');
  const { DATABASE_URL, REDIS_URL } = process.env;
  const app = await startEmbeddedApp(
    {
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
      ...(REDIS_URL ? { REDIS_URL } : {}),
      // Every browser of the suite comes from 127.0.0.1 (see distributed-server.ts).
      WS_UPGRADES_PER_MINUTE: '100000',
      ...env,
    },
    options,
  );
  return {
    origin: app.origin,
    appUrl: app.appUrl,
    dataDir: app.dataDir,
    // Without DATABASE_URL the command reaches the running app through its control channel.
    adminEnv: { DATA_DIR: app.dataDir, ...(DATABASE_URL ? { DATABASE_URL } : {}) },
    putPhoto: (key, body) => putPhotoInFolder(app.dataDir, key, body),
    logs: app.logs.lines,
    stop: app.stop,
  };
}
