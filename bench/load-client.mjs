// A child process (not a thread), so the clients' CPU never counts as the API's: the bench reads
// its own process.cpuUsage() as the API's cost. Each of `concurrency` clients sends one request at
// a time (keep-alive), as the 50 browsers would. It warms up, reports 'warm', waits for 'go',
// then runs the measured requests and reports the figures.

const { url, tokens, requests, warmup, concurrency } = JSON.parse(process.argv[2]);

async function run(count) {
  const latencies = new Array(count);
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
process.send({ type: 'warm' });
process.once('message', async () => {
  process.send({ type: 'done', result: await run(requests) });
  process.disconnect();
});
