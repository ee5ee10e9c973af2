// Preloaded into each server that `pnpm bench:sockets` measures (NODE_OPTIONS="--expose-gc
// --import <this file>"), so the gateway's own code carries no benchmark hook: answers 'heap'
// on the IPC channel with the heap in use after full collections.
if (process.send && typeof globalThis.gc === 'function') {
  process.on('message', (message) => {
    if (message !== 'heap') return;
    // A second pass collects what the first one's finalisers and weak references let go.
    globalThis.gc();
    globalThis.gc();
    process.send({ heapUsed: process.memoryUsage().heapUsed });
  });
  // The channel must not keep a stopping server alive.
  process.channel.unref();
}
