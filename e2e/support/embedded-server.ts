import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@starmatch/test-support/free-port';
import { ProcessLogs, startService } from '@starmatch/test-support/service-process';
import type { AppServer } from './app-server.js';

/**
 * The production build of the single-process app (what `pnpm start` runs) on a free port with a
 * data folder of its own. With DATABASE_URL/REDIS_URL in the environment it runs on them.
 */
export async function startEmbeddedServer(env: Record<string, string>): Promise<AppServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'starmatch-e2e-'));
  const port = await freePort();
  const logs = new ProcessLogs();
  try {
    const app = await startService(
      'embedded',
      'apps/embedded/dist/main.js',
      {
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        ...env,
      },
      logs,
    );
    return {
      origin: app.origin,
      dataDir,
      logs: logs.lines,
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
