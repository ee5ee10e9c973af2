import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { ProcessLogs, type StartOptions, startService } from './service-process.js';

export interface EmbeddedAppOptions extends StartOptions {
  /**
   * The host name APP_URL names (default 127.0.0.1, where the app listens). 'localhost' starts
   * it as `pnpm start` does (APP_URL http://localhost:PORT), while `origin` stays 127.0.0.1.
   */
  appUrlHost?: string;
}

export interface EmbeddedApp {
  /** Where to open it: http://127.0.0.1:PORT. */
  origin: string;
  /** The APP_URL it was given. */
  appUrl: string;
  /** Its own data folder (PGlite, photos, the email outbox), removed by stop(). */
  dataDir: string;
  logs: ProcessLogs;
  stop(): Promise<void>;
}

/**
 * The production build of the single-process app, as `pnpm start` runs it
 * (apps/embedded/dist/main.js), on a free port with a data folder of its own. `env` adds to or
 * overrides the defaults: no demo people, info logs, PGlite and the in-process bus and queue
 * unless DATABASE_URL and REDIS_URL are given.
 */
export async function startEmbeddedApp(
  env: Record<string, string> = {},
  { appUrlHost = '127.0.0.1', ...options }: EmbeddedAppOptions = {},
): Promise<EmbeddedApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'starmatch-app-'));
  const port = await freePort();
  const appUrl = env.APP_URL ?? `http://${appUrlHost}:${port}`;
  const logs = new ProcessLogs();
  try {
    const app = await startService(
      'embedded',
      'apps/embedded/dist/main.js',
      {
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: appUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        ...env,
      },
      logs,
      options,
    );
    return {
      origin: app.origin,
      appUrl,
      dataDir,
      logs,
      async stop() {
        await app.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`the app did not start: ${(error as Error).message}`);
  }
}
