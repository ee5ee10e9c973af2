import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../', import.meta.url));

export interface GatewayProcess {
  url: string;
  pid: number;
  /** Resident memory of the process now, in bytes (from /proc). */
  rss(): Promise<number>;
  stop(): Promise<void>;
}

/** The built gateway (`node apps/realtime/dist/main.js`) as its own process, as in production. */
export function startGateway(env: Record<string, string>): Promise<GatewayProcess> {
  const child: ChildProcess = spawn(process.execPath, ['apps/realtime/dist/main.js'], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the gateway did not start')), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      const listening = /Server listening at http:\/\/(127\.0\.0\.1:\d+)/.exec(chunk.toString());
      if (!listening?.[1]) return;
      clearTimeout(timer);
      resolve({
        url: `ws://${listening[1]}/ws`,
        pid: child.pid ?? 0,
        async rss() {
          const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
          return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
        },
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code}`)));
  });
}
