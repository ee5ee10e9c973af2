import { readFile } from 'node:fs/promises';
import { ProcessLogs, startService } from '@starmatch/test-support/service-process';

export interface GatewayProcess {
  url: string;
  /** Resident memory of the process now, in bytes (from /proc). */
  rss(): Promise<number>;
  stop(): Promise<void>;
}

let started = 0;

/** The built gateway (`node apps/realtime/dist/main.js`) as its own process, as in production. */
export async function startGateway(env: Record<string, string>): Promise<GatewayProcess> {
  started += 1;
  const gateway = await startService(
    `realtime-${started}`,
    'apps/realtime/dist/main.js',
    { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    new ProcessLogs(),
  );
  return {
    url: `${gateway.origin.replace(/^http/, 'ws')}/ws`,
    async rss() {
      const status = await readFile(`/proc/${gateway.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    async stop() {
      await gateway.stop();
    },
  };
}
