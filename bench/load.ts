import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CONCURRENCY, REQUESTS, WARMUP } from './settings.js';

export interface LoadResult {
  latencies: Float64Array;
  errors: number;
  candidates: number;
  elapsedMs: number;
}

type ClientMessage =
  | { type: 'warm' }
  | { type: 'done'; result: Omit<LoadResult, 'latencies'> & { latencies: number[] } };

/**
 * Fires the requests from a child process (load-client.mjs): warm-up first, then `measure`
 * wraps the measured run, so what it samples before and after covers exactly those requests.
 */
export async function runLoad<T>(
  url: string,
  tokens: string[],
  measure: (run: () => Promise<LoadResult>) => Promise<T>,
  sizes: { requests: number; warmup: number; concurrency: number } = {
    requests: REQUESTS,
    warmup: WARMUP,
    concurrency: CONCURRENCY,
  },
): Promise<T> {
  const options = { url, tokens, ...sizes };
  const client = fork(fileURLToPath(new URL('./load-client.mjs', import.meta.url)), [
    JSON.stringify(options),
  ]);
  const next = () =>
    new Promise<ClientMessage>((resolve, reject) => {
      client.once('message', (message) => resolve(message as ClientMessage));
      client.once('error', reject);
    });
  try {
    await next();
    return await measure(async () => {
      const done = next();
      client.send('go');
      const message = await done;
      if (message.type !== 'done') throw new Error('the load client answered out of turn');
      return { ...message.result, latencies: Float64Array.from(message.result.latencies) };
    });
  } finally {
    client.kill();
  }
}
