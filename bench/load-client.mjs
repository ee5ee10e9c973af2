// Runs in a worker thread, so the clients' work does not share the API's event loop. Each of
// `concurrency` clients sends one request at a time (keep-alive), as the 50 browsers would.
import { parentPort, workerData } from 'node:worker_threads';

const { url, tokens, requests, warmup, concurrency } = workerData;

async function run(count) {
  const latencies = new Float64Array(count);
  let next = 0;
  let errors = 0;
  let candidates = 0;
  async function client() {
    for (let n = next++; n < count; n = next++) {
      const token = tokens[n % tokens.length];
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.json();
      latencies[n] = performance.now() - started;
      if (response.status !== 200 || !Array.isArray(body)) errors += 1;
      else candidates += body.length;
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  return { latencies, errors, candidates, elapsedMs: performance.now() - started };
}

await run(warmup);
parentPort.postMessage(await run(requests));
