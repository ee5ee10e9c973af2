import { Worker } from 'node:worker_threads';
import { CONCURRENCY, REQUESTS, WARMUP } from './settings.js';

export interface LoadResult {
  latencies: Float64Array;
  errors: number;
  candidates: number;
  elapsedMs: number;
}

/** Fires the requests from a worker thread (load-client.mjs) and waits for its figures. */
export function runLoad(url: string, tokens: string[]): Promise<LoadResult> {
  const workerData = { url, tokens, requests: REQUESTS, warmup: WARMUP, concurrency: CONCURRENCY };
  const worker = new Worker(new URL('./load-client.mjs', import.meta.url), { workerData });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
