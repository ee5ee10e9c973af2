import { Worker } from 'node:worker_threads';
import type { ServerProcess } from './http-servers.js';
import { runLoad } from './load.js';

function inWorker<T>(script: string, workerData: unknown): Promise<T> {
  const worker = new Worker(new URL(script, import.meta.url), { workerData });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: T) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

export interface Throughput {
  perSecond: number;
  /** Server CPU (user + system) per answer, in µs. */
  cpuMicrosPerRequest: number;
  errors: number;
}

/** GET `path` on `connections` keep-alive sockets for `durationMs` (raw-http-client.mjs). */
export async function throughput(
  server: ServerProcess,
  options: { path: string; connections: number; durationMs: number },
): Promise<Throughput> {
  const cpuBefore = await server.cpuMicros();
  const result = await inWorker<{ ok: number; errors: number; elapsedMs: number }>(
    './raw-http-client.mjs',
    { port: server.port, ...options },
  );
  const cpu = (await server.cpuMicros()) - cpuBefore;
  return {
    perSecond: (result.ok / result.elapsedMs) * 1000,
    cpuMicrosPerRequest: cpu / (result.ok + result.errors),
    errors: result.errors,
  };
}

export interface DeckReadCost {
  /** Server CPU (user + system) per request, in ms. */
  cpuMsPerRequest: number;
  perSecond: number;
  errors: number;
}

/**
 * `requests` signed-in deck reads through bench:deck's client (load-client.mjs: fetch, a token
 * per request, each answer checked for an array), and the server's CPU time across them.
 */
export async function deckReadCost(
  server: ServerProcess,
  options: { tokens: string[]; requests: number; concurrency: number },
): Promise<DeckReadCost> {
  const { result, cpu } = await runLoad(
    `http://127.0.0.1:${server.port}/api/matches/potential`,
    options.tokens,
    async (run) => {
      const cpuBefore = await server.cpuMicros();
      const result = await run();
      return { result, cpu: (await server.cpuMicros()) - cpuBefore };
    },
    { requests: options.requests, warmup: 0, concurrency: options.concurrency },
  );
  return {
    cpuMsPerRequest: cpu / 1000 / options.requests,
    perSecond: (options.requests / result.elapsedMs) * 1000,
    errors: result.errors,
  };
}
