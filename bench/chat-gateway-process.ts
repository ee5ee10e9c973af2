import { readFile } from 'node:fs/promises';
import { ProcessLogs, startService } from '@starmatch/test-support/service-process';
import type { GatewayTrace } from './chat-trace.js';

export interface GatewayProcess {
  url: string;
  /** Resident memory of the process now, in bytes (from /proc). */
  rss(): Promise<number>;
  /** What the traced gateway timed so far (chat-traced-gateway.mjs). */
  trace(): Promise<GatewayTrace>;
  stop(): Promise<void>;
}

let started = 0;

/**
 * The built gateway as its own process, as in production: apps/realtime's factories started by
 * chat-traced-gateway.mjs, which times the database, bus and limiter calls around them.
 */
export async function startGateway(env: Record<string, string>): Promise<GatewayProcess> {
  started += 1;
  const gateway = await startService(
    `realtime-${started}`,
    'bench/chat-traced-gateway.mjs',
    {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      // Every bench socket comes from 127.0.0.1: the per-address cap on upgrades (60 a minute)
      // is for the internet, and would refuse the bench's 400 connections.
      WS_UPGRADES_PER_MINUTE: '1000000',
      // A CPU profile of each gateway, when asked for (chat-traced-gateway.mjs).
      ...(process.env.BENCH_CHAT_CPU_PROF
        ? { BENCH_CHAT_CPU_PROF: process.env.BENCH_CHAT_CPU_PROF }
        : {}),
      ...env,
    },
    new ProcessLogs(),
    { ipc: true },
  );
  return {
    url: `${gateway.origin.replace(/^http/, 'ws')}/ws`,
    async rss() {
      const status = await readFile(`/proc/${gateway.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    async trace() {
      return (await gateway.ask('trace')) as GatewayTrace;
    },
    async stop() {
      await gateway.stop();
    },
  };
}
