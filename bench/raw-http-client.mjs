// Runs in a worker thread. `connections` keep-alive sockets each send one GET at a time for
// `durationMs` and count the 200s. Raw sockets rather than fetch: fetch costs the client several
// times what a hello-world costs the server, so on two cores it would cap both servers at the
// client's pace and hide the difference between them. For the same reason an answer is read
// byte by byte where it matters, without making strings of its headers.
import { connect } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { port, path, connections, durationMs } = workerData;
const request = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
const HEADER_END = Buffer.from('\r\n\r\n');
// Fastify and Node's http server both send the name in lower case.
const CONTENT_LENGTH = Buffer.from('\r\ncontent-length: ');
const STATUS_200 = Buffer.from('HTTP/1.1 200 ');

function contentLength(answer, headerEnd) {
  const at = answer.indexOf(CONTENT_LENGTH);
  if (at < 0 || at > headerEnd) return 0;
  let length = 0;
  for (let i = at + CONTENT_LENGTH.length; answer[i] >= 0x30 && answer[i] <= 0x39; i += 1) {
    length = length * 10 + answer[i] - 0x30;
  }
  return length;
}

function client(deadline, totals) {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', noDelay: true });
    let pending = Buffer.alloc(0);
    const send = () => {
      if (performance.now() >= deadline) {
        socket.end();
        resolve();
        return;
      }
      socket.write(request);
    };
    socket.on('connect', send);
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      // One request in flight per socket, so a complete answer is the whole buffer.
      const headerEnd = pending.indexOf(HEADER_END);
      if (headerEnd < 0) return;
      const length = contentLength(pending, headerEnd);
      if (pending.length < headerEnd + HEADER_END.length + length) return;
      if (pending.compare(STATUS_200, 0, STATUS_200.length, 0, STATUS_200.length) === 0) {
        totals.ok += 1;
      } else totals.errors += 1;
      pending = Buffer.alloc(0);
      send();
    });
  });
}

const totals = { ok: 0, errors: 0 };
const started = performance.now();
await Promise.all(Array.from({ length: connections }, () => client(started + durationMs, totals)));
parentPort.postMessage({ ...totals, elapsedMs: performance.now() - started });
