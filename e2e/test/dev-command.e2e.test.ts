import { type ChildProcess, spawn } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@starmatch/db/testing';
import { freePort } from '@starmatch/test-support/free-port';
import { ProcessLogs } from '@starmatch/test-support/service-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `pnpm dev` (scripts/dev.mjs) as a developer runs it: eleven `tsc --watch` through turbo, the
// single-process server and Vite. On a busy two-core machine it has taken over a minute to
// answer, three without the build's .tsbuildinfo. It lives with the browser flows, which run one
// at a time: beside the package suites' PGlite tests, its first start once took over six minutes,
// and its edit rebuilds apps/embedded/dist, which other suites load.
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EDITED = join(REPO_ROOT, 'apps/embedded/src/loopback-host.ts');
const STARTS_WITHIN_MS = 360_000;
const RESTARTS_WITHIN_MS = 120_000;

let dataDir: string;
let dev: ChildProcess | undefined;
let original: string | undefined;
const logs = new ProcessLogs();
let serverDatabase: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'starmatch-dev-'));
  // The distributed run has the server's database on PostgreSQL: still the one process.
  if (process.env.DATABASE_URL) serverDatabase = await createTestDatabase();
});

afterAll(async () => {
  if (original !== undefined) await writeFile(EDITED, original);
  await stopDev();
  await serverDatabase?.destroy();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

/** Stops dev.mjs and everything it started: its own process group, nothing else. */
async function stopDev(): Promise<void> {
  if (dev?.pid === undefined || dev.exitCode !== null || dev.signalCode !== null) return;
  const exited = new Promise((resolve) => dev?.once('exit', resolve));
  process.kill(-dev.pid, 'SIGTERM');
  const timer = setTimeout(() => dev?.pid && process.kill(-dev.pid, 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** The pid of each "Server listening at <origin>" line so far: one per start of the server. */
function serverStarts(origin: string): number[] {
  return logs.lines.flatMap((line) => {
    try {
      const entry = JSON.parse(line.replace(/^\[dev\] /, '')) as { msg?: string; pid?: number };
      return entry.msg === `Server listening at ${origin}` && entry.pid ? [entry.pid] : [];
    } catch {
      return [];
    }
  });
}

async function answers(url: string): Promise<{ status: number; text: string } | undefined> {
  try {
    const response = await fetch(url);
    return { status: response.status, text: await response.text() };
  } catch {
    return undefined;
  }
}

describe('pnpm dev', () => {
  it('starts the server and the Vite page, and restarts the server when a source file changes', async () => {
    const [port, webPort] = [await freePort(), await freePort()];
    dev = spawn(process.execPath, ['scripts/dev.mjs', '--web-port', String(webPort)], {
      cwd: REPO_ROOT,
      // Its own process group, so stopping it reaches turbo, the watchers, the server and Vite.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        // In turbo.json's globalEnv, so part of every build's hash: without it the build that
        // `pnpm dev` starts with misses the cache of CI's own (made with CI=true) and compiles
        // everything again, over six minutes on CI's two cores. (NODE_ENV, the other, is
        // vitest's 'test' here, and unset for a developer.)
        ...(process.env.CI ? { CI: process.env.CI } : {}),
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        ...(serverDatabase ? { DATABASE_URL: serverDatabase.databaseUrl } : {}),
      },
    });
    logs.capture('dev', dev);
    const origin = `http://127.0.0.1:${port}`;
    const web = `http://localhost:${webPort}`;

    try {
      await expect
        .poll(() => serverStarts(origin).length, { timeout: STARTS_WITHIN_MS, interval: 1000 })
        .toBe(1);
    } catch (error) {
      // What the command said, so a start that never came can be read from the failure.
      throw new Error(
        `pnpm dev's server did not start: ${(error as Error).message}\n${logs.lines.slice(-40).join('\n')}`,
      );
    }
    expect((await answers(`${origin}/healthz`))?.status).toBe(200);
    // Vite's own page (its client script), and the API through Vite's proxy.
    await expect
      .poll(async () => (await answers(`${web}/`))?.text.includes('/@vite/client'), {
        timeout: 60_000,
      })
      .toBe(true);
    expect((await answers(`${web}/api/openapi.json`))?.status).toBe(200);

    original = await readFile(EDITED, 'utf8');
    try {
      await appendFile(EDITED, '\nexport const EDITED_BY_THE_DEV_TEST = true;\n');
      await expect
        .poll(() => serverStarts(origin).length, { timeout: RESTARTS_WITHIN_MS, interval: 500 })
        .toBe(2);
      const [before, after] = serverStarts(origin);
      expect(after).not.toBe(before);
      expect(logs.text()).toContain('[dev] [dev] the build changed: restarting the server\n');
      expect((await answers(`${origin}/healthz`))?.status).toBe(200);
      const built = await readFile(join(REPO_ROOT, 'apps/embedded/dist/loopback-host.js'), 'utf8');
      expect(built).toContain('EDITED_BY_THE_DEV_TEST');
    } finally {
      await writeFile(EDITED, original);
      original = undefined;
    }
    // The watcher compiles the file back before it stops: dist is as the build left it.
    await expect
      .poll(() => serverStarts(origin).length, { timeout: RESTARTS_WITHIN_MS, interval: 500 })
      .toBe(3);
    await stopDev();
    const built = await readFile(join(REPO_ROOT, 'apps/embedded/dist/loopback-host.js'), 'utf8');
    expect(built).not.toContain('EDITED_BY_THE_DEV_TEST');
  }, 720_000);
});
