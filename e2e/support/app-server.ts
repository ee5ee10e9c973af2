import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

export interface AppServer {
  origin: string;
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * Runs the production build of the single-process app (what `pnpm start` runs) on a free port
 * with a data folder of its own. With DATABASE_URL/REDIS_URL in the environment it runs on them.
 */
/** A port free right now, so APP_URL (links in emails, the WebSocket Origin) can name it up front. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'starmatch-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['apps/embedded/dist/main.js'], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH ?? '',
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
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the app did not start:\n${logs.join('')}`)),
      60_000,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      logs.push(chunk.toString());
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString());
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve(listening[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited with ${code}:\n${logs.join('')}`));
    });
  });
  return {
    origin,
    dataDir,
    logs,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
