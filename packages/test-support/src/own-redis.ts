import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { startRedisProcess } from './redis-process.js';

// A Redis server of a test's own, on a port of its own, that the test may kill and start again.
// The machine's shared Redis is never touched. Needs `redis-server` on the PATH.

export interface OwnRedis {
  /** redis://127.0.0.1:<port> */
  url: string;
  port: number;
  /** SIGKILL, as a crash: every connection drops, and (no persistence) every key is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty; resolves once it accepts connections. */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open but nothing answers, as when the machine hangs. */
  freeze(): void;
  /** SIGCONT: the frozen server answers what it was sent meanwhile. */
  thaw(): void;
  /** Kills it (if running) and removes its folder. */
  destroy(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'starmatch-redis-'));
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    if (child) throw new Error('this Redis is already running');
    // redis-process.ts kills it on exit, should the test file die first (a stopped one too).
    const server = await startRedisProcess(dir, [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    child = server;
    server.once('exit', () => {
      if (child === server) child = undefined;
    });
  }

  async function kill(): Promise<void> {
    const server = child;
    if (!server) return;
    server.kill('SIGCONT');
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async destroy() {
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
