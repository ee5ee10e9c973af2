import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../', import.meta.url));
/** The built SPA the app serves; WEB_DIST_DIR (as for the app) measures another build. */
export const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? `${REPO}apps/web/dist`;

export interface AppProcess {
  origin: string;
  stop(): Promise<void>;
}

/** A port free right now (for the app and Chromium's DevTools). */
export function freePort(): Promise<number> {
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

/**
 * The production build as `pnpm start` runs it (apps/embedded/dist/main.js): PGlite in a fresh
 * data folder, the demo people seeded, no PostgreSQL or Redis.
 */
export async function startAppProcess(): Promise<AppProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'starmatch-bench-web-data-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['apps/embedded/dist/main.js'], {
    cwd: REPO,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  // LOG_LEVEL=warn hides "listening", so wait for the health check instead.
  const deadline = Date.now() + 180_000;
  while (true) {
    if (child.exitCode !== null) {
      throw new Error(`the app exited with ${child.exitCode}:\n${logs.join('')}`);
    }
    const ready = await fetch(`${origin}/api/app-config`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the app did not start in 180 s:\n${logs.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
