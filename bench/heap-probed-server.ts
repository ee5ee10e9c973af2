import { fileURLToPath } from 'node:url';
import { ProcessLogs, startService } from '@starmatch/test-support/service-process';

const PROBE = fileURLToPath(new URL('./heap-probe.mjs', import.meta.url));

export interface HeapProbedServer {
  /** The server's WebSocket address. */
  url: string;
  /** The server's heap in use after a full collection, in bytes (bench/heap-probe.mjs). */
  heapUsed(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A built server (`node <script>`, from the repository root) as its own process, started with
 * `--expose-gc` and the heap probe, so its heap can be read after a collection.
 */
export async function startHeapProbedServer(
  name: string,
  script: string,
  env: Record<string, string>,
): Promise<HeapProbedServer> {
  const logs = new ProcessLogs();
  const server = await startService(
    name,
    script,
    { ...env, NODE_OPTIONS: `--expose-gc --import=${PROBE}` },
    logs,
    { ipc: true },
  );
  return {
    url: `${server.origin.replace(/^http/, 'ws')}/ws`,
    async heapUsed() {
      const answer = (await server.ask('heap')) as { heapUsed?: unknown };
      if (typeof answer.heapUsed !== 'number') throw new Error(`${name}: no heap figure`);
      return answer.heapUsed;
    },
    async stop() {
      await server.stop();
    },
  };
}
