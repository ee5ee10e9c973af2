import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';

// The redis-server processes of the test harnesses (own-redis, cluster, Sentinel): started in
// a folder of their own, killed by the PID started here (and on exit, should a test file die
// first).

const START_TIMEOUT_MS = 15_000;
const execFileAsync = promisify(execFile);

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** `redis-server <args>` in `cwd` (made here); resolves once it accepts connections. */
export async function startRedisProcess(cwd: string, args: string[]): Promise<ChildProcess> {
  await mkdir(cwd, { recursive: true });
  const server = spawn('redis-server', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(server);
  server.once('exit', () => running.delete(server));
  const said: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`redis-server did not start within ${START_TIMEOUT_MS} ms: ${said}`));
    }, START_TIMEOUT_MS);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code} while starting: ${said.join('')}`));
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      said.push(chunk.toString());
      const text = said.join('');
      // A Sentinel never says it accepts connections; it names itself once it listens.
      if (text.includes('Ready to accept connections') || text.includes('Sentinel ID is')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return server;
}

export async function killRedisProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGCONT');
  server.kill('SIGKILL');
  await exited;
}

/** `redis-cli -p <port> <args>`'s output. */
export async function redisCli(port: number, ...args: string[]): Promise<string> {
  return (await execFileAsync('redis-cli', ['-p', String(port), ...args])).stdout;
}

/** Polls `check` every 100 ms (a failing check counts as not yet) until it holds. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
